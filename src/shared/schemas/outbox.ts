import * as z from 'zod/mini';
import { msg } from '../i18n/messages';
import { intSchema, noControlCharacters } from './common';

/** The Outbox admin screen (issue 12): every message the site queued, newest first. */

export const OUTBOX_PAGE_SIZE = 50;

export const OutboxQuerySchema = z.object({
  /** Part of the address, any case. */
  q: z.optional(
    noControlCharacters(z.string().check(z.trim(), z.maxLength(255, msg('admin.outboxSearch.tooLong')))),
  ),
  /** Messages older than this id (the next page). */
  before: z.optional(
    z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647, msg('id.tooLarge'))),
  ),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(200)), OUTBOX_PAGE_SIZE),
});
export type OutboxQuery = z.input<typeof OutboxQuerySchema>;

export const MailStatusSchema = z.enum(['queued', 'sent', 'kept', 'failed']);
export type MailStatus = z.infer<typeof MailStatusSchema>;

export const OutboxMessageSummarySchema = z.object({
  id: intSchema(),
  toAddress: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: MailStatusSchema,
  attempts: intSchema(),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
  nextAttemptAt: z.string(),
});
export type OutboxMessageSummary = z.infer<typeof OutboxMessageSummarySchema>;

export const OutboxPageSchema = z.object({
  messages: z.array(OutboxMessageSummarySchema),
  /** The `before` of the next page, or null on the last one. */
  nextBefore: z.nullable(intSchema()),
});
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

export const OutboxMessageSchema = z.extend(OutboxMessageSummarySchema, {
  textBody: z.string(),
  htmlBody: z.string(),
  unsubscribeUrl: z.nullable(z.string()),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
