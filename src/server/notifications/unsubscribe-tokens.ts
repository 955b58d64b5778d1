import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { UnsubscribeKind } from '../../shared/schemas/notifications';
import type { AppConfig } from '../config';
import type { DbExecutor } from '../db/executor';
import { unsubscribeTokens } from '../db/schema';
import { type QueuedMail, queueMail } from '../mail/outbox';
import { siteLink } from '../mail/site-links';

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export interface UnsubscribeTarget {
  userId: number;
  kind: UnsubscribeKind;
  savedSearchId?: number;
  /** For 'event-messages': the event whose organizers' mail the link stops. */
  eventId?: number;
}

/**
 * Queues mail the reader did not ask for, with its own one-click unsubscribe link (a fresh random token,
 * only its hash stored). The token is kept only when the mail was queued: a repeated event (another tick,
 * another instance) leaves no stray token behind. Answers whether the mail was queued.
 */
export async function queueWithUnsubscribe(
  tx: DbExecutor,
  config: Pick<AppConfig, 'publicUrl' | 'host' | 'port'>,
  target: UnsubscribeTarget,
  write: (unsubscribeUrl: string) => Omit<QueuedMail, 'unsubscribeUrl'>,
): Promise<boolean> {
  const token = crypto.randomBytes(32).toString('base64url');
  const unsubscribeUrl = siteLink(config, `/unsubscribe/${token}`);
  const queued = await queueMail(tx, { ...write(unsubscribeUrl), unsubscribeUrl });
  if (queued) {
    await tx.insert(unsubscribeTokens).values({
      tokenHash: hashToken(token),
      userId: target.userId,
      kind: target.kind,
      savedSearchId: target.savedSearchId ?? null,
      eventId: target.eventId ?? null,
    });
  }
  return queued;
}

export async function findUnsubscribeToken(db: DbExecutor, token: string) {
  const [row] = await db
    .select()
    .from(unsubscribeTokens)
    .where(and(eq(unsubscribeTokens.tokenHash, hashToken(token))));
  return row;
}
