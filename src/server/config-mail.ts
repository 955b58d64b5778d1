import { z } from 'zod';
import { emptyAsUndefined, parseUrl } from './config-values';

/** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465 (TLS from the start). */
const SmtpUrlSchema = z
  .string()
  .transform((text, ctx) => {
    const url = parseUrl(text);
    if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be smtp://user:password@host:587 or smtps://user:password@host:465',
      });
      return z.NEVER;
    }
    if (Boolean(url.username) !== Boolean(url.password)) {
      ctx.addIssue({ code: 'custom', message: 'must give both a user name and a password, or neither' });
      return z.NEVER;
    }
    return url.toString();
  })
  .optional();

/** 'no-reply@example.org' or 'Parkland Garage Sales <no-reply@example.org>' (quotes allowed). */
const MAIL_FROM_PATTERN = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.?[^\s<>@]*>|[^\s<>@"]+@[^\s<>@"]+)$/;

export const MailEnvSchema = z.object({
  SMTP_URL: z.preprocess(emptyAsUndefined, SmtpUrlSchema),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .max(300)
      .regex(
        MAIL_FROM_PATTERN,
        'must be an address or "Name <address>", such as Sales <no-reply@example.org>',
      )
      .optional(),
  ),
  // An instance with MAIL_WORKER=0 queues mail but leaves the sending to others.
  MAIL_WORKER: z.enum(['0', '1'], { message: 'must be 0 or 1' }).default('1'),
});

export interface MailConfig {
  /** The SMTP server's URL; undefined keeps every message in the outbox (status 'kept'). */
  smtpUrl: string | undefined;
  /** The From header. */
  from: string;
  /** Whether this instance runs the outbox worker. */
  worker: boolean;
  /** How often the worker looks for due mail when nothing nudges it (other instances' mail, retries). */
  pollMs: number;
  /** Sends tried before a message is marked failed. */
  maxAttempts: number;
  /** The first retry's wait; each later one doubles, up to retryCapMs. */
  retryBaseMs: number;
  retryCapMs: number;
  /** How long a claimed message is left to its worker before another may take it (a crash mid-send). */
  claimMs: number;
}

type MailEnv = z.infer<typeof MailEnvSchema> & { SITE_NAME: string };

/** The site's name as a quoted display name: quotes and backslashes in it cannot break the header. */
function defaultFrom(siteName: string): string {
  return `"${siteName.replace(/["\\\r\n]/g, '')}" <no-reply@localhost>`;
}

export function toMailConfig(e: MailEnv): MailConfig {
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM ?? defaultFrom(e.SITE_NAME),
    worker: e.MAIL_WORKER === '1',
    pollMs: 30_000,
    maxAttempts: 8,
    retryBaseMs: 60_000,
    retryCapMs: 60 * 60_000,
    claimMs: 2 * 60_000,
  };
}
