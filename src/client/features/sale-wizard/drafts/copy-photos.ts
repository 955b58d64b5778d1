import * as z from 'zod/mini';
import { PhotoListSchema } from '../../../../shared/schemas/sale';
import type { CopyPhotos } from '../../../../shared/schemas/sale-drafts';
import { apiRequest } from '../../../lib/api';
import { salePath } from '../../../lib/queries';
import { copiedPhotoLinks } from '../items/photo-links';

/** What the copy gave: whether it was made (or there was nothing to copy), and the copies by item key. */
export interface CopiedPhotoIds {
  copied: boolean;
  /** `copied-<earlier id>` to the copy's id, for the items that show one (items/photo-links.ts). */
  links: Map<string, number>;
}

/**
 * Post again (issue 26): asks the server for copies of the earlier sale's chosen photos on the new sale
 * (new files, not shared).
 */
export async function copyPhotosTo(saleId: number, copyPhotos: CopyPhotos | null): Promise<CopiedPhotoIds> {
  if (!copyPhotos || copyPhotos.photoIds.length === 0) return { copied: true, links: new Map() };
  try {
    const response = await apiRequest('POST', `${salePath(saleId)}/photos/copy`, copyPhotos);
    const copies = z.safeParse(PhotoListSchema, await response.json().catch(() => null));
    return {
      copied: true,
      links: copies.success ? copiedPhotoLinks(copyPhotos.photoIds, copies.data) : new Map(),
    };
  } catch {
    return { copied: false, links: new Map() };
  }
}
