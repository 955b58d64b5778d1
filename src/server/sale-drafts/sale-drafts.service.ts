import {
  DRAFT_LIFETIME_DAYS,
  type MyDraftAnswer,
  type SaleDraftWrite,
} from '../../shared/schemas/sale-drafts';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { deleteDraft, deleteExpiredDrafts, findDraft, upsertDraft } from './sale-drafts.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The signed-in seller's draft of a new sale (issue 26), theirs alone: every call reads and writes only the
 * caller's own row. One that ran out is never answered, and is removed on the way (the maintenance job
 * removes everyone's: deleteExpiredDrafts).
 */
export async function myDraft(db: Db, user: SessionUser, now = new Date()): Promise<MyDraftAnswer> {
  const row = await findDraft(db, user.id, now);
  if (!row) {
    await deleteExpiredDrafts(db, now, user.id);
    return { draft: null };
  }
  return {
    draft: {
      values: row.values,
      step: row.step,
      copyPhotos: row.copyPhotos,
      updatedAt: row.updatedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    },
  };
}

/** Saves the draft over the one before; it lives another 30 days from now. */
export async function saveMyDraft(
  db: Db,
  user: SessionUser,
  draft: SaleDraftWrite,
  now = new Date(),
): Promise<MyDraftAnswer> {
  await upsertDraft(db, user.id, draft, now, new Date(now.getTime() + DRAFT_LIFETIME_DAYS * DAY_MS));
  return myDraft(db, user, now);
}

export async function discardMyDraft(db: Db, user: SessionUser): Promise<void> {
  await deleteDraft(db, user.id);
}
