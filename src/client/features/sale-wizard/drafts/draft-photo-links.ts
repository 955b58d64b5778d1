import * as z from 'zod/mini';
import type { KeptPhotos } from './draft-photos';

/**
 * What a draft's text says of its New photos (issue 26): the photo set kept in this browser's IndexedDB,
 * how many, which one is featured and each item's photo among them (by place). The files themselves stay
 * on the device that picked them; another device learns only that there were some.
 */
const DraftPhotoLinksSchema = z.object({
  set: z.string(),
  count: z.number().check(z.int(), z.nonnegative()),
  featured: z.nullable(z.number().check(z.int())),
  items: z.array(z.nullable(z.number().check(z.int()))),
});
export type DraftPhotoLinks = z.infer<typeof DraftPhotoLinksSchema>;

/** A New photo given back from a draft, under the key its tile and its items use. */
export interface RestoredPhoto {
  key: string;
  file: File;
}

/** A new wizard's photo set: time and chance are enough to tell two drafts of one account apart. */
export const newPhotoSet = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The links to keep with the draft's text, from the New photos' keys (in order) and the items' keys. */
export function photoLinksOf(
  set: string,
  photoKeys: readonly string[],
  featuredKey: string | null,
  itemKeys: readonly (string | null)[],
): DraftPhotoLinks {
  const place = (key: string | null) => (key === null ? -1 : photoKeys.indexOf(key));
  const placeOrNull = (key: string | null) => (place(key) === -1 ? null : place(key));
  return {
    set,
    count: photoKeys.length,
    featured: placeOrNull(featuredKey),
    items: itemKeys.map(placeOrNull),
  };
}

/** The links a draft's values hold, or none. */
export function readPhotoLinks(values: Record<string, unknown>): DraftPhotoLinks | null {
  const parsed = DraftPhotoLinksSchema.safeParse(values.newPhotos);
  return parsed.success ? parsed.data : null;
}

export interface RestoredPhotos {
  photos: RestoredPhoto[];
  featuredKey: string | null;
  /** Each item's photo key, in the items' order. */
  itemKeys: (string | null)[];
  /** Photos the draft had that this browser does not keep (picked on another device). */
  missing: number;
}

/** This browser's kept files as the draft's New photos again, when they are that draft's. */
export function restorePhotos(links: DraftPhotoLinks | null, kept: KeptPhotos | null): RestoredPhotos {
  const ours = links !== null && kept !== null && kept.set === links.set;
  const photos = ours ? kept.files.map((file, index) => ({ key: `new-draft-${index}`, file })) : [];
  const keyAt = (place: number | null) => (place === null ? null : (photos[place]?.key ?? null));
  return {
    photos,
    featuredKey: ours ? keyAt(links.featured) : null,
    itemKeys: ours ? links.items.map(keyAt) : [],
    missing: links && !ours ? links.count : 0,
  };
}
