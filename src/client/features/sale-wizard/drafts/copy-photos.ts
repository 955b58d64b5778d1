import type { CopyPhotos } from '../../../../shared/schemas/sale-drafts';
import { apiRequest } from '../../../lib/api';
import { salePath } from '../../../lib/queries';

/**
 * Post again (issue 26): asks the server for copies of the earlier sale's chosen photos on the new sale
 * (new files, not shared). True when there was nothing to copy or the copy was made.
 */
export async function copyPhotosTo(saleId: number, copyPhotos: CopyPhotos | null): Promise<boolean> {
  if (!copyPhotos || copyPhotos.photoIds.length === 0) return true;
  try {
    await apiRequest('POST', `${salePath(saleId)}/photos/copy`, copyPhotos);
    return true;
  } catch {
    return false;
  }
}
