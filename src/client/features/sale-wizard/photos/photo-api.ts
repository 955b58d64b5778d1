import { type Photo, PhotoListSchema } from '../../../../shared/schemas/sale';
import { apiRequest } from '../../../lib/api';

/** DELETE /api/photos/{id} with {saleId}; the server features the first remaining photo if needed. */
export async function deletePhoto(photoId: number, saleId: number): Promise<void> {
  await apiRequest('DELETE', `/api/photos/${photoId}`, { saleId });
}

/** PUT /api/photos/{id}/featured with {saleId}: that photo becomes the only featured one. */
export async function featurePhoto(photoId: number, saleId: number): Promise<Photo[]> {
  const response = await apiRequest('PUT', `/api/photos/${photoId}/featured`, { saleId });
  return PhotoListSchema.parse(await response.json());
}
