import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MailConfig, toMailConfig } from '../config-mail';
import { mailOutbox } from '../db/schema';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp-test-server';
import { createSecondApp, createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { layMail } from './mail-layout';
import { createSmtpTransport } from './mail-transport';
import { createMailWorker, type MailWorker, retryDelayMs } from './mail-worker';
import { queueMail } from './outbox';

const baseConfig: MailConfig = {
  ...toMailConfig({ SITE_NAME: 'Test Sales', MAIL_WORKER: '1', SMTP_URL: undefined, MAIL_FROM: undefined }),
  maxAttempts: 3,
};

describe('retryDelayMs', () => {
  it('waits 1, 2, 4 ... minutes and never more than the cap', () => {
    const delays = [1, 2, 3, 4, 10].map((attempts) => retryDelayMs(baseConfig, attempts));
    expect(delays).toEqual([60_000, 120_000, 240_000, 480_000, 3_600_000]);
  });
});

describe.each(engines)('the mail worker on %s', (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let logged: string[];
  const workers: MailWorker[] = [];

  const worker = (overrides: Partial<MailConfig> = {}, withSmtp = true): MailWorker => {
    const config = { ...baseConfig, smtpUrl: withSmtp ? smtp.url : undefined, ...overrides };
    const made = createMailWorker({
      db: t.database.db,
      config,
      transport: config.smtpUrl
        ? createSmtpTransport(config.smtpUrl, '"Test Sales" <no-reply@test.example>')
        : undefined,
      messageIdHost: 'sales.test.example',
      log: { info: (m) => logged.push(m), warn: (m) => logged.push(m), error: (m) => logged.push(m) },
    });
    workers.push(made);
    return made;
  };

  let counter = 0;
  const queue = async (to: string, unsubscribeUrl?: string, subject?: string) => {
    counter += 1;
    const eventKey = `event-${counter}`;
    const bodies = layMail({
      siteName: 'Test Sales',
      siteUrl: 'https://sales.test.example',
      paragraphs: [`Message ${counter}`],
      unsubscribeUrl,
    });
    await queueMail(t.database.db, {
      to,
      kind: 'test',
      eventKey,
      subject: subject ?? `Subject ${counter}`,
      ...bodies,
      unsubscribeUrl,
    });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.eventKey, eventKey));
    if (!row) throw new Error('not queued');
    return row;
  };
  const rowOf = async (id: number) => {
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!row) throw new Error('row gone');
    return row;
  };
  const makeDue = (id: number) =>
    t.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));

  beforeAll(async () => {
    t = await createTestApp(engine);
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    for (const made of workers) await made.stop();
    await smtp.close();
    await t.close();
  });
  beforeEach(async () => {
    logged = [];
    smtp.received.length = 0;
    smtp.failNext(0);
    await t.database.db.delete(mailOutbox);
  });

  it('sends a message once, text and HTML, with a stable Message-ID and the unsubscribe headers', async () => {
    const row = await queue('ann@example.org', 'https://sales.test.example/unsubscribe/tok');
    const sender = worker();
    expect(await sender.runOnce()).toBe(1);
    expect(await sender.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['ann@example.org']);
    expect(mail?.subject).toBe(row.subject);
    expect(mail?.text).toContain(`Message ${counter}`);
    expect(mail?.html).toContain(`<p>Message ${counter}</p>`);
    expect(mail?.messageId).toBe(`<outbox-${row.id}@sales.test.example>`);
    expect(mail?.parsed.from?.text).toContain('no-reply@test.example');
    const lines = new Map(mail?.parsed.headerLines.map((header) => [header.key, header.line]));
    expect(lines.get('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines.get('list-unsubscribe')).toBe(
      'List-Unsubscribe: <https://sales.test.example/unsubscribe/tok>',
    );
    const after = await rowOf(row.id);
    expect(after).toMatchObject({ status: 'sent', attempts: 1, lastError: null, lockedUntil: null });
    expect(after.sentAt).toBeInstanceOf(Date);
  });

  it('delivers a title that looks like an encoded word as its own characters (RFC 2047), as a mail client reads it', async () => {
    const spoof = 'Tomorrow: =?UTF-8?B?UGF5IG5vdyBvciBsb3NlIHlvdXIgYWNjb3VudA==?=';
    const long = `Changed: ${'Grand déménagement, tout doit partir =?x?= '.repeat(4).trim()}`;
    const plain = ['Tomorrow: Café and books', 'Half-price = 2 for 1?'];
    for (const subject of [spoof, long, ...plain]) await queue('gi@example.org', undefined, subject);
    await worker().runOnce();
    expect(smtp.received.map((mail) => mail.subject)).toEqual([spoof, long, ...plain]);
    // The decoded form ("Pay now or lose your account") never reaches the reader.
    expect(smtp.received[0]?.parsed.subject).not.toContain('Pay now');
  });

  it('sends a direct answer without unsubscribe headers', async () => {
    await queue('bo@example.org');
    await worker().runOnce();
    expect(smtp.received[0]?.headers.has('list-unsubscribe')).toBe(false);
  });

  it('keeps a message the SMTP server refused, tries again later, and sends it then', async () => {
    const row = await queue('cy@example.org');
    const sender = worker();
    smtp.failNext(1);
    await sender.runOnce();
    const waiting = await rowOf(row.id);
    expect(waiting.status).toBe('queued');
    expect(waiting.attempts).toBe(1);
    expect(waiting.lastError).toContain('Try again later');
    const waitMs = waiting.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(50_000);
    expect(waitMs).toBeLessThan(70_000);
    expect(await sender.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(0);
    await makeDue(row.id);
    await sender.runOnce();
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(row.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('waits twice as long after a second failure', async () => {
    const row = await queue('di@example.org');
    const sender = worker();
    smtp.failNext(2);
    await sender.runOnce();
    await makeDue(row.id);
    await sender.runOnce();
    const waitMs = (await rowOf(row.id)).nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(110_000);
    expect(waitMs).toBeLessThan(130_000);
  });

  it('marks a message failed after the last try, and keeps it with its error', async () => {
    const row = await queue('ed@example.org');
    const sender = worker({ maxAttempts: 2 });
    smtp.failNext(5);
    await sender.runOnce();
    await makeDue(row.id);
    await sender.runOnce();
    await makeDue(row.id);
    expect(await sender.runOnce()).toBe(0);
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await rowOf(row.id)).lastError).toContain('Try again later');
    expect(logged.some((line) => line.includes('gave up after 2 tries'))).toBe(true);
  });

  it('keeps every message in the outbox when there is no SMTP_URL, and says where to read it', async () => {
    const row = await queue('fa@example.org');
    await worker({}, false).runOnce();
    expect(smtp.received).toHaveLength(0);
    expect((await rowOf(row.id)).status).toBe('kept');
    expect(logged).toContain(
      'mail to fa@example.org kept in the outbox (no SMTP_URL): read it at /admin/outbox',
    );
  });

  it('sends each message once when two instances work on one database', async () => {
    const second = await createSecondApp(t);
    try {
      const rows = await Promise.all(Array.from({ length: 12 }, (_, i) => queue(`guest${i}@example.org`)));
      const other = createMailWorker({
        db: second.database.db,
        config: { ...baseConfig, smtpUrl: smtp.url },
        transport: createSmtpTransport(smtp.url, 'no-reply@test.example'),
        messageIdHost: 'sales.test.example',
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      });
      workers.push(other);
      const handled = await Promise.all([worker().runOnce(), other.runOnce(), worker().runOnce()]);
      const sent = smtp.received.map((mail) => mail.to.join()).sort();
      expect(sent).toEqual(rows.map((row) => row.toAddress).sort());
      expect(handled.reduce((a, b) => a + b, 0)).toBe(12);
      const ids = new Set(smtp.received.map((mail) => mail.messageId));
      expect(ids.size).toBe(12);
      for (const row of rows) expect((await rowOf(row.id)).status).toBe('sent');
    } finally {
      await second.close();
    }
  });

  it('wakes by itself when this process queues mail', async () => {
    worker({ pollMs: 3_600_000 }).start();
    await queue('hi@example.org');
    const [mail] = await smtp.waitFor(1, 5_000);
    expect(mail?.to).toEqual(['hi@example.org']);
  });
});
