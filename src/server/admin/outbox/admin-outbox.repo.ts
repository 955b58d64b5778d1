import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  OutboxMessage,
  OutboxMessageSummary,
  OutboxPage,
  OutboxQuerySchema,
} from '../../../shared/schemas/outbox';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

const summaryColumns = {
  id: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  kind: mailOutbox.kind,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
};

interface SummaryRow {
  id: number;
  toAddress: string;
  kind: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

function toSummary(row: SummaryRow): OutboxMessageSummary {
  return {
    ...row,
    status: row.status as OutboxMessageSummary['status'],
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

/** Newest first, a page at a time (by id, so that new mail arriving does not shift the pages). */
export async function listOutbox(db: Db, query: z.output<typeof OutboxQuerySchema>): Promise<OutboxPage> {
  const escaped = query.q?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select(summaryColumns)
    .from(mailOutbox)
    .where(
      and(
        query.before ? lt(mailOutbox.id, query.before) : undefined,
        escaped ? sql`lower(${mailOutbox.toAddress}) like ${`%${escaped.toLowerCase()}%`}` : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    messages: page.map(toSummary),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** What stands in an administrator's copy where a link's secret was. */
export const HIDDEN_SECRET = '[hidden]';
/**
 * The secrets of links that act for the reader: reset, confirmation and sign-in tokens (`?token=`) and
 * one-click unsubscribe tokens (`/unsubscribe/…`), each 32 random bytes in base64url.
 */
const LINK_SECRET = /(token=|\/unsubscribe\/)[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/**
 * A message as an administrator may read it (issue 21): every link secret hidden, in the text, the HTML
 * and the unsubscribe address. A live reset or sign-in link would let any administrator take over the
 * account, other administrators' included; the Users screen's "Send a password-reset link" is the logged
 * way to help someone instead.
 */
export function hideLinkSecrets(text: string): string {
  return text.replace(LINK_SECRET, `$1${HIDDEN_SECRET}`);
}

export async function findOutboxMessage(db: Db, id: number): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      textBody: mailOutbox.textBody,
      htmlBody: mailOutbox.htmlBody,
      unsubscribeUrl: mailOutbox.unsubscribeUrl,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  if (!row) return undefined;
  const { textBody, htmlBody, unsubscribeUrl, ...summary } = row;
  return {
    ...toSummary(summary),
    textBody: hideLinkSecrets(textBody),
    htmlBody: hideLinkSecrets(htmlBody),
    unsubscribeUrl: unsubscribeUrl && hideLinkSecrets(unsubscribeUrl),
  };
}
