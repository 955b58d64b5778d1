import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/executor';
import { mailOutbox } from '../db/schema';
import type { MailBodies } from './mail-layout';

/** What a feature hands to the outbox: who, about which event, and the laid-out message (mail-layout.ts). */
export interface QueuedMail extends MailBodies {
  to: string;
  userId?: number | null;
  /** 'password-reset', 'verify-email', 'reminder', 'change-notice', 'saved-search', ... */
  kind: string;
  /** The event the message is about: one message per address and event, however often it is queued. */
  eventKey: string;
  subject: string;
  unsubscribeUrl?: string;
  /** Not before this time (a change notice waits for further edits); default now. */
  notBefore?: Date;
}

/**
 * Queues a message in the caller's transaction, so it exists exactly when the change that causes it does.
 * Answers false when this address already has a message for this event (nothing is queued twice).
 */
export async function queueMail(db: DbExecutor, mail: QueuedMail): Promise<boolean> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      userId: mail.userId ?? null,
      kind: mail.kind,
      eventKey: mail.eventKey,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      unsubscribeUrl: mail.unsubscribeUrl ?? null,
      nextAttemptAt: mail.notBefore ?? sql`now()`,
    })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  if (rows.length > 0) nudgeWorkers();
  return rows.length > 0;
}

const listeners = new Set<() => void>();

/** Calls `listener` a moment after this process queues mail; answers the function that stops it. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Wakes this process's workers a moment later: the queueing transaction has usually committed by then (if
 * not, the worker finds nothing and its poll picks the message up). Other instances find it by polling.
 */
function nudgeWorkers(): void {
  if (listeners.size === 0) return;
  setTimeout(() => {
    for (const listener of listeners) listener();
  }, 50).unref();
}
