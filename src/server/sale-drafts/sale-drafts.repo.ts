import { and, eq, gt, lte } from 'drizzle-orm';
import type { CopyPhotos, SaleDraftWrite } from '../../shared/schemas/sale-drafts';
import type { DbExecutor } from '../db/executor';
import { saleDrafts } from '../db/schema';

/** The only kind of draft so far: a new sale's. */
const NEW_SALE = 'new-sale';

const ofUser = (userId: number) => and(eq(saleDrafts.userId, userId), eq(saleDrafts.kind, NEW_SALE));

/** The user's draft unless it ran out by `now`. */
export async function findDraft(db: DbExecutor, userId: number, now: Date) {
  const [row] = await db
    .select({
      values: saleDrafts.values,
      step: saleDrafts.step,
      copyPhotos: saleDrafts.copyPhotos,
      updatedAt: saleDrafts.updatedAt,
      expiresAt: saleDrafts.expiresAt,
    })
    .from(saleDrafts)
    .where(and(ofUser(userId), gt(saleDrafts.expiresAt, now)));
  return (
    row && {
      ...row,
      values: row.values as Record<string, unknown>,
      copyPhotos: row.copyPhotos as CopyPhotos | null,
    }
  );
}

/** Writes the user's draft over the one before, whatever it was. */
export async function upsertDraft(
  db: DbExecutor,
  userId: number,
  draft: SaleDraftWrite,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  const fields = {
    values: draft.values,
    step: draft.step,
    copyPhotos: draft.copyPhotos,
    updatedAt: now,
    expiresAt,
  };
  await db
    .insert(saleDrafts)
    .values({ userId, kind: NEW_SALE, ...fields })
    .onConflictDoUpdate({ target: [saleDrafts.userId, saleDrafts.kind], set: fields });
}

export async function deleteDraft(db: DbExecutor, userId: number): Promise<void> {
  await db.delete(saleDrafts).where(ofUser(userId));
}

/** Removes the drafts that ran out by `now` (the user's own, or everyone's); answers how many. */
export async function deleteExpiredDrafts(db: DbExecutor, now: Date, userId?: number): Promise<number> {
  const expired = lte(saleDrafts.expiresAt, now);
  const gone = await db
    .delete(saleDrafts)
    .where(userId === undefined ? expired : and(ofUser(userId), expired))
    .returning({ userId: saleDrafts.userId });
  return gone.length;
}
