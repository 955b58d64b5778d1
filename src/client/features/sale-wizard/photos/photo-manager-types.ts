/** What usePhotoManager hands to PhotoUploader and to the wizard (which calls uploadPending on save). */

import type { PhotoSource } from './photo-messages';

export type { PhotoSource };
export type UploadOutcome = 'ok' | 'failed' | 'none';

export interface UploadOptions {
  /** No 'Upload failed' toast: the caller (the wizard's save) reports the failure itself. */
  quiet?: boolean;
}

/** One tile of the uploader: a server photo or a local preview (kind 'new', the spec's "New" badge). */
export interface PhotoTile {
  key: string;
  kind: 'saved' | 'new';
  /** The server photo's path, the preview's object URL, or null (a HEIC preview browsers cannot show). */
  src: string | null;
  /** File name of a new photo, caption of a saved one. */
  name: string | null;
  featured: boolean;
  /** Fading out (spec §4: removal animates over 300 ms). */
  leaving: boolean;
  /** A delete or featured call for it is under way. */
  busy: boolean;
}

export interface PhotoManager {
  saleId: number | null;
  disabled: boolean;
  tiles: PhotoTile[];
  /** Saved photos, pending photos and the room left under MAX_PHOTOS_PER_SALE. */
  savedCount: number;
  pendingCount: number;
  room: number;
  savedLoading: boolean;
  /** The saved photos could not be loaded (edit mode). */
  savedError: boolean;
  uploading: boolean;
  /** Upload percent 0-100, or null while the browser does not know yet (indeterminate). */
  progress: number | null;
  /** An upload has just succeeded: the bar shows its complete state for a moment before it goes. */
  justCompleted: boolean;
  addFiles(files: readonly File[], source: PhotoSource): Promise<void>;
  remove(key: string): void;
  makeFeatured(key: string): void;
  /** The Upload button: uploads now in edit mode, explains itself in create mode. */
  upload(): void;
  /** Uploads the New photos to `saleId` (after a create, or on save in edit mode). */
  uploadPending(saleId: number, options?: UploadOptions): Promise<UploadOutcome>;
}
