/** What usePhotoManager hands to PhotoUploader and to the wizard (which calls uploadPending on save). */

import type { PhotoSource } from './photo-messages';

export type { PhotoSource };
export type UploadOutcome = 'ok' | 'failed' | 'none';
/** What saving the photo changes came to: 'delete-failed' has told the user itself (a toast). */
export type PhotoChangesOutcome = UploadOutcome | 'delete-failed';

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
  /** A saved photo marked for removal: deleted when the changes are saved, unless kept (Undo). */
  removing: boolean;
  /** Fading out (spec §4: removal animates over 300 ms). */
  leaving: boolean;
}

export interface PhotoManager {
  saleId: number | null;
  disabled: boolean;
  tiles: PhotoTile[];
  /** Saved photos that stay, pending photos and the room left under MAX_PHOTOS_PER_SALE. */
  savedCount: number;
  pendingCount: number;
  /** Saved photos marked for removal. */
  removingCount: number;
  /** Something the green button has still to save: New photos, removals, another featured photo. */
  hasChanges: boolean;
  room: number;
  savedLoading: boolean;
  /** The saved photos could not be loaded (edit mode). */
  savedError: boolean;
  uploading: boolean;
  /** Upload percent 0-100, or null while the browser does not know yet (indeterminate). */
  progress: number | null;
  /** An upload has just succeeded: the bar shows its complete state for a moment before it goes. */
  justCompleted: boolean;
  /** The keys of the New photos added, in order; none when the files were refused (a toast says why). */
  addFiles(files: readonly File[], source: PhotoSource): Promise<string[]>;
  /** New photos uploaded since the page opened: their key, and the id the server gave them (issue 26). */
  uploaded: ReadonlyMap<string, number>;
  /** The New photos not uploaded yet, in order (a draft keeps them in this browser: issue 26). */
  newPhotos: readonly { key: string; file: File }[];
  /** The featured photo's key, saved or New, or null when there is no photo. */
  featuredKey: string | null;
  /** Takes a New photo off at once; marks a saved one for removal. */
  remove(key: string): void;
  /** Undo of a removal mark. */
  keep(key: string): void;
  makeFeatured(key: string): void;
  /** The Upload button of edit mode: uploads the New photos now. */
  upload(): void;
  /** On save, once the sale exists: deletes the marked photos, features the starred one, uploads the New. */
  saveChanges(saleId: number, options?: UploadOptions): Promise<PhotoChangesOutcome>;
}
