import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

/** The queued messages of one kind to one address, newest first: the person's mailbox, as it were. */
export function mailsTo(db: Db, email: string, kind: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id));
}

/**
 * The token of the link to `page` in a mail's text (`origin` before the page when the test cares where the
 * link leads); throws with the text when there is none.
 */
export function linkToken(text: string, page: string, origin = ''): string {
  const escaped = `${origin}/${page}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const token = new RegExp(`${escaped}\\?token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  if (!token) throw new Error(`no ${page} link in:\n${text}`);
  return token;
}
