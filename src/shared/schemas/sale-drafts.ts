import * as z from 'zod/mini';
import english from '../i18n/catalogs/en/drafts-schema.json' with { type: 'json' };
import { messagesOf } from '../i18n/messages';
import { MAX_PHOTOS_PER_SALE, WIZARD_STEPS } from './sale-form';

/**
 * A seller's draft of a new sale (issue 26): what the wizard held when it was last saved, kept on the
 * account so it follows the seller to another device, and in the browser for this one. Lenient on
 * purpose (a draft is incomplete by nature, and fields other screens add ride along): any object of
 * values, checked only for its size; the wizard's own schema checks them when the sale is posted.
 */

export const draftsMsg = messagesOf('drafts-schema', english);

/** A draft's JSON (values, step and photos to copy) may take at most this many bytes. */
export const MAX_DRAFT_BYTES = 32 * 1024;
/** A draft not saved again for this long is gone. */
export const DRAFT_LIFETIME_DAYS = 30;

/** A whole number from 1 to PostgreSQL's largest integer, with one message for anything else. */
const idSchema = (message: string) =>
  z.number({ message }).check(z.int(message), z.positive(message), z.lte(2_147_483_647, message));
const PhotoIdSchema = idSchema(draftsMsg('schema.photoIds'));
const SaleIdSchema = idSchema(draftsMsg('copy.fromSale'));

/** Which photos of an earlier sale go to the new one (Post again), copied when the sale is posted. */
export const CopyPhotosSchema = z.object({
  fromSaleId: SaleIdSchema,
  photoIds: z.array(PhotoIdSchema, { message: draftsMsg('schema.photoIds') }).check(
    z.maxLength(MAX_PHOTOS_PER_SALE, draftsMsg('schema.photoMax', { max: MAX_PHOTOS_PER_SALE })),
    z.refine((ids) => new Set(ids).size === ids.length, draftsMsg('schema.photoIds')),
  ),
});
export type CopyPhotos = z.infer<typeof CopyPhotosSchema>;

const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/** PUT /api/my-draft: the wizard's values as they are, the step it was on, and the photos to copy. */
export const SaleDraftWriteSchema = z
  .object({
    values: z.record(z.string(), z.unknown(), { message: draftsMsg('schema.values') }),
    step: z
      .number({ message: draftsMsg('schema.step') })
      .check(
        z.int(draftsMsg('schema.step')),
        z.gte(1, draftsMsg('schema.step')),
        z.lte(WIZARD_STEPS, draftsMsg('schema.step')),
      ),
    copyPhotos: z.nullable(CopyPhotosSchema),
  })
  .check(
    z.refine((draft) => byteLength(draft) <= MAX_DRAFT_BYTES, {
      message: draftsMsg('schema.tooLarge', { max: MAX_DRAFT_BYTES / 1024 }),
    }),
  );
export type SaleDraftWrite = z.infer<typeof SaleDraftWriteSchema>;

/** A stored draft, with when it was last saved and when it will be gone. */
export const SaleDraftSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  step: z.number(),
  copyPhotos: z.nullable(CopyPhotosSchema),
  updatedAt: z.string(),
  expiresAt: z.string(),
});
export type SaleDraft = z.infer<typeof SaleDraftSchema>;

/** GET /api/my-draft: the seller's draft, or null when there is none (or it ran out). */
export const MyDraftAnswerSchema = z.object({ draft: z.nullable(SaleDraftSchema) });
export type MyDraftAnswer = z.infer<typeof MyDraftAnswerSchema>;

/** POST /api/garage-sales/{id}/photos/copy: the earlier sale and which of its photos (all when omitted). */
export const CopyPhotosBodySchema = z.object({
  fromSaleId: SaleIdSchema,
  photoIds: z.optional(CopyPhotosSchema.shape.photoIds),
});
export type CopyPhotosBody = z.infer<typeof CopyPhotosBodySchema>;
