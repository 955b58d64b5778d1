import { UPLOADS_URL_PREFIX } from './photo-store';

/**
 * The photo urls the API answers. The database keeps '/uploads/<key>' whatever the storage; with
 * S3_PUBLIC_URL set, browsers load photos from there (a CDN or the bucket) instead of through the app.
 *
 * Module state rather than a parameter: the setting is the process's environment, read once when the app
 * is built (registerPhotoStore), and the urls leave through a dozen services that share toSale(); threading
 * it through all of them would change every caller for one string. Two apps in one process share it.
 */
let publicBase: string | undefined;

export function setPhotoPublicBase(base: string | undefined): void {
  publicBase = base?.replace(/\/+$/, '');
}

/** '/uploads/<key>' as the browser should load it; any other url (legacy, external) unchanged. */
export function publicPhotoUrl<T extends string | null>(url: T): T {
  if (publicBase === undefined || url === null || !url.startsWith(UPLOADS_URL_PREFIX)) return url;
  return `${publicBase}/${url.slice(UPLOADS_URL_PREFIX.length)}` as T;
}

/** A photo list with its urls as the browser should load them. */
export function withPublicUrls<P extends { url: string; thumbnailUrl: string | null }>(photos: P[]): P[] {
  if (publicBase === undefined) return photos;
  return photos.map((photo) => ({
    ...photo,
    url: publicPhotoUrl(photo.url),
    thumbnailUrl: publicPhotoUrl(photo.thumbnailUrl),
  }));
}
