import { z } from 'zod';
import { noControlCharacters } from './common';

/** The Outbox admin screen (issue 12): every message the site queued, newest first. */

export const OUTBOX_PAGE_SIZE = 50;

export const OutboxQuerySchema = z.object({
  /** Part of the address, any case. */
  q: noControlCharacters(z.string().trim().max(255, 'Search must be at most 255 characters')).optional(),
  /** Messages older than this id (the next page). */
  before: z.coerce.number().int().positive().max(2_147_483_647, 'The id is too large').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(OUTBOX_PAGE_SIZE),
});
export type OutboxQuery = z.input<typeof OutboxQuerySchema>;

export const MailStatusSchema = z.enum(['queued', 'sent', 'kept', 'failed']);
export type MailStatus = z.infer<typeof MailStatusSchema>;

export const OutboxMessageSummarySchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  kind: z.string(),
  subject: z.string(),
  status: MailStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type OutboxMessageSummary = z.infer<typeof OutboxMessageSummarySchema>;

export const OutboxPageSchema = z.object({
  messages: z.array(OutboxMessageSummarySchema),
  /** The `before` of the next page, or null on the last one. */
  nextBefore: z.number().int().nullable(),
});
export type OutboxPage = z.infer<typeof OutboxPageSchema>;

export const OutboxMessageSchema = OutboxMessageSummarySchema.extend({
  textBody: z.string(),
  htmlBody: z.string(),
  unsubscribeUrl: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
