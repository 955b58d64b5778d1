import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMailConfig } from '../config-mail';
import { createSmtpTransport } from '../mail/mail-transport';
import { createMailWorker, type MailWorker } from '../mail/mail-worker';
import type { SignedInUser } from '../test-support/auth';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp-test-server';
import { engines } from '../test-support/test-database';
import { createNotifyWorld, type NotifyWorld } from './notifications.fixtures';

/**
 * RFC 8058 as the providers do it (issue 21): the reminder goes out through nodemailer to a real SMTP
 * server, mailparser reads it, and the List-Unsubscribe address is posted to exactly as Gmail's and
 * Yahoo's servers post: `List-Unsubscribe=One-Click` as a form, no cookie, no Origin, over real HTTP to the
 * listening app, addressed to the header's host (as DNS would route it).
 */
describe.each(engines)('one-click unsubscribe from a real mail on %s', (engine) => {
  let w: NotifyWorld;
  let smtp: TestSmtpServer;
  let worker: MailWorker;
  let port: number;
  let seller: SignedInUser;

  beforeAll(async () => {
    w = await createNotifyWorld(engine);
    smtp = await startTestSmtpServer();
    const config = { ...toMailConfig({ SITE_NAME: 'Test Sales', MAIL_WORKER: '1' }), smtpUrl: smtp.url };
    worker = createMailWorker({
      db: w.t.database.db,
      config,
      transport: createSmtpTransport(smtp.url, '"Test Sales" <no-reply@sales.example.org>'),
      messageIdHost: 'sales.example.org',
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (w.t.app.server.address() as AddressInfo).port;
    seller = await w.person();
  });
  afterAll(async () => {
    await worker.stop();
    await smtp.close();
    await w.t.close();
  });

  /** A raw HTTP POST of `body` to `url`, delivered to the listening app; only the headers given are sent. */
  const post = (url: URL, body: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `${url.pathname}${url.search}`,
          headers: { host: url.host, 'content-length': String(Buffer.byteLength(body)), ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  /** The reminder a fan of a two-day sale gets the evening before each day, sent and received. */
  const fanWithReminder = async () => {
    const fan = await w.person();
    const choices = { reminders: true, changeNotices: true, savedSearchDigests: true, reminderTime: '19:00' };
    expect((await w.call('PUT', '/api/account/notifications', fan, choices)).statusCode).toBe(200);
    const saleId = await w.sale({
      userId: seller.id,
      title: 'Two-day sale',
      startDate: w.day(10),
      endDate: w.day(11),
    });
    expect((await w.call('POST', `/api/favorites/${saleId}`, fan)).statusCode).toBe(204);
    await w.tick(w.at(w.day(9), '19:00'));
    const before = smtp.received.length;
    await worker.runOnce();
    const mail = smtp.received.slice(before).find((message) => message.to.includes(fan.email));
    if (!mail) throw new Error('the reminder did not arrive');
    return { fan, mail };
  };

  /** The header's URL, read from the message as the provider reads it, and its one-click declaration. */
  const oneClickAddress = (mail: TestSmtpServer['received'][number]) => {
    // Unfolded (RFC 5322 §2.2.3): a long header arrives split over lines.
    const lines = new Map(
      mail.parsed.headerLines.map((header) => [header.key, header.line.replace(/\r?\n(?=[ \t])/g, '')]),
    );
    expect(lines.get('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const target = /^List-Unsubscribe:\s*<([^>]+)>$/.exec(lines.get('list-unsubscribe') ?? '')?.[1];
    if (!target) throw new Error(`no List-Unsubscribe URL in ${lines.get('list-unsubscribe')}`);
    return new URL(target);
  };

  it("answers the provider's one-click post to the header's URL with 200, and that kind of mail stops", async () => {
    const { fan, mail } = await fanWithReminder();
    const other = await fanWithReminder();
    const url = oneClickAddress(mail);
    expect(url.origin).toBe('https://sales.example.org');

    const answer = await post(url, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).message).toContain('no more reminders');

    // The sale's second day: no reminder for this fan any more; the other fan still gets theirs.
    await w.tick(w.at(w.day(10), '19:05'));
    expect((await w.mailTo(fan.email)).map((queued) => queued.kind)).toEqual(['reminder']);
    expect((await w.mailTo(other.fan.email)).map((queued) => queued.kind)).toEqual(['reminder', 'reminder']);
    const settings = (await w.call('GET', '/api/account/notifications', fan)).json();
    expect(settings).toMatchObject({ reminders: false, changeNotices: true });
  });

  it("accepts the post from a provider's web page too (an Origin of its own, cross-site)", async () => {
    const { fan, mail } = await fanWithReminder();
    const answer = await post(oneClickAddress(mail), 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: 'https://mail.example.com',
      'sec-fetch-site': 'cross-site',
    });
    expect(answer.status).toBe(200);
    expect((await w.call('GET', '/api/account/notifications', fan)).json().reminders).toBe(false);
  });
});
