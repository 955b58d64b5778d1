import { eq, sql } from 'drizzle-orm';
import type { MailConfig } from '../config-mail';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailTransport } from './mail-transport';
import { onMailQueued } from './outbox';

/** Where the worker writes what happened; the app's logger. */
export interface MailLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface MailWorkerOptions {
  db: Db;
  config: MailConfig;
  /** undefined: no SMTP_URL, every message is kept in the outbox. */
  transport: MailTransport | undefined;
  /** The host part of Message-IDs ('sales.example.org'). */
  messageIdHost: string;
  log: MailLog;
}

export interface MailWorker {
  /** Sends (or keeps) every due message now; answers how many it handled. Tests call it directly. */
  runOnce(): Promise<number>;
  /** Polls every pollMs and wakes when this process queues mail. */
  start(): void;
  /** Stops polling and waits for a run in progress. */
  stop(): Promise<void>;
}

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  unsubscribe_url: string | null;
  attempts: number;
}

/** A run handles at most this many messages, so that stop() never waits on a long queue. */
const MAX_PER_RUN = 100;

/** The wait before the next try after `attempts` failed ones: base, 2×base, 4×base ... up to the cap. */
export function retryDelayMs(config: MailConfig, attempts: number): number {
  return Math.min(config.retryCapMs, config.retryBaseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Takes one due message for this worker alone: the row is locked for the claim (SKIP LOCKED lets another
 * instance take the next one instead of waiting) and marked with locked_until, so that no other worker
 * picks it up while it is being sent. A worker that dies mid-send leaves the claim to expire and the
 * message is tried again: never lost, and the stable Message-ID marks the rare repeat.
 */
async function claimNext(db: Db, claimMs: number): Promise<ClaimedRow | undefined> {
  const { rows } = (await db.execute(sql`
    update mail_outbox set locked_until = now() + ${claimMs} * interval '1 millisecond', attempts = attempts + 1
    where id = (
      select id from mail_outbox
      where status = 'queued' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at, id
      for update skip locked
      limit 1
    )
    returning id, to_address, subject, text_body, html_body, unsubscribe_url, attempts
  `)) as unknown as { rows: ClaimedRow[] };
  return rows[0];
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, config, transport, log } = options;
  let running: Promise<number> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let stopped = false;

  async function handle(row: ClaimedRow): Promise<void> {
    if (!transport) {
      await db.update(mailOutbox).set({ status: 'kept', lockedUntil: null }).where(eq(mailOutbox.id, row.id));
      log.info(`mail to ${row.to_address} kept in the outbox (no SMTP_URL): read it at /admin/outbox`);
      return;
    }
    try {
      await transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: `<outbox-${row.id}@${options.messageIdHost}>`,
        unsubscribeUrl: row.unsubscribe_url,
      });
    } catch (error) {
      await recordFailure(row, error);
      return;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
  }

  async function recordFailure(row: ClaimedRow, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const failed = row.attempts >= config.maxAttempts;
    await db
      .update(mailOutbox)
      .set({
        status: failed ? 'failed' : 'queued',
        lastError: message,
        lockedUntil: null,
        nextAttemptAt: sql`now() + ${retryDelayMs(config, row.attempts)} * interval '1 millisecond'`,
      })
      .where(eq(mailOutbox.id, row.id));
    const what = failed ? `gave up after ${row.attempts} tries` : `will try again (try ${row.attempts})`;
    log.warn(`mail ${row.id} to ${row.to_address} could not be sent, ${what}: ${message}`);
  }

  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      again = false;
      while (handled < MAX_PER_RUN) {
        const row = await claimNext(db, config.claimMs);
        if (!row) break;
        await handle(row);
        handled += 1;
      }
      if (!again || stopped || handled >= MAX_PER_RUN) return handled;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      // A run in progress may have passed the new message already: it goes round once more.
      again = true;
      return running;
    }
    running = drain().finally(() => {
      running = undefined;
    });
    return running;
  }

  function runInBackground(): void {
    runOnce().catch((error: unknown) => log.error(`the mail worker failed: ${String(error)}`));
  }

  return {
    runOnce,
    start() {
      if (timer) return;
      timer = setInterval(runInBackground, config.pollMs);
      timer.unref();
      unsubscribe = onMailQueued(runInBackground);
      runInBackground();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      unsubscribe?.();
      await running?.catch(() => undefined);
      transport?.close();
    },
  };
}
