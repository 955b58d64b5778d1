import { apiMsg, HttpError } from '../errors';

/**
 * Uploads one account may have under way at once. The wizard sends all of a sale's new photos in one
 * request; a second gives room for a retry or another tab, while a script cannot open dozens of them.
 */
export const UPLOADS_IN_FLIGHT_PER_USER = 2;
export const UPLOADS_IN_FLIGHT_MESSAGE = apiMsg('photos.uploadsInFlight');

export interface UploadGate {
  /** Counts an upload of this user, or throws a 429 when they have `limit` under way; call the answer when done. */
  enter(userId: number): () => void;
  /** Uploads under way per user (for tests). */
  readonly counts: ReadonlyMap<number, number>;
}

export function createUploadGate(limit = UPLOADS_IN_FLIGHT_PER_USER): UploadGate {
  const counts = new Map<number, number>();
  return {
    counts,
    enter(userId) {
      const count = counts.get(userId) ?? 0;
      if (count >= limit) throw new HttpError(429, UPLOADS_IN_FLIGHT_MESSAGE);
      counts.set(userId, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (counts.get(userId) ?? 1) - 1;
        if (left > 0) counts.set(userId, left);
        else counts.delete(userId);
      };
    },
  };
}
