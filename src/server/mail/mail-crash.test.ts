import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { type AppProcess, startAppProcess } from '../test-support/app-process';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp-test-server';
import { createTestDatabase, engines } from '../test-support/test-database';

const PASSWORD = 'Garage123';
const ADMIN = { email: 'crash-admin@example.org', password: 'Crash-Admin-1' };

// Issue 12: mail is written with the change and sent afterwards, so a crash in between loses nothing and
// sends nothing twice. The first process queues but does not send (MAIL_WORKER=0) and dies by SIGKILL;
// the second, on the same data, sends each message exactly once.
describe.each(engines)('a crash between queueing and sending, on %s', (engine) => {
  let smtp: TestSmtpServer;
  let dataDir: string;
  let database: Database | undefined;
  const running: AppProcess[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-crash-'));
    if (engine === 'postgres') database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const app of running) await app.stop();
    await smtp.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (worker: '0' | '1') => {
    const env: Record<string, string> = {
      SMTP_URL: smtp.url,
      MAIL_WORKER: worker,
      LOG_LEVEL: 'error',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    if (database?.url) env.DATABASE_URL = database.url;
    const app = await startAppProcess(env, { dataDir });
    running.push(app);
    return app;
  };
  const post = (app: AppProcess, url: string, body: unknown) =>
    fetch(`${app.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  /** An administrator's session on `app`, to read its Outbox screen. */
  const adminSession = async (app: AppProcess) => {
    const login = await post(app, '/api/auth/login', ADMIN);
    return /gsf_session=[^;]+/.exec(login.headers.getSetCookie().join('; '))?.[0] ?? '';
  };
  /** The subjects queued for `email`, as the Outbox screen lists them. */
  const outboxSubjects = async (app: AppProcess, session: string, email: string) => {
    const page = await fetch(`${app.url}/api/admin/outbox?q=${encodeURIComponent(email)}`, {
      headers: { cookie: session },
    });
    const body = (await page.json()) as { messages: Array<{ subject: string }> };
    return body.messages.map((message) => message.subject).sort();
  };

  it('sends the queued reset and confirmation exactly once after a restart', async () => {
    const first = await start('0');
    const email = `crash-${engine}@example.org`;
    const registered = await post(first, '/api/auth/register', {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeTerms: true,
    });
    expect(registered.status, first.output()).toBe(201);
    expect((await post(first, '/api/auth/forgot-password', { email })).status).toBe(202);
    // The reset is queued just after that answer (issue 21): killed once both messages wait in the outbox.
    const session = await adminSession(first);
    await expect
      .poll(() => outboxSubjects(first, session, email), { timeout: 20_000 })
      .toEqual([
        'Choose a new password for Parkland Garage Sales',
        'Confirm your email address for Parkland Garage Sales',
      ]);
    await first.kill();
    expect(smtp.received).toHaveLength(0);

    const second = await start('1');
    await smtp.waitFor(2, 20_000);
    // Long enough for a duplicate to arrive if the worker were to send one.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([
      'Choose a new password for Parkland Garage Sales',
      'Confirm your email address for Parkland Garage Sales',
    ]);
    expect(smtp.received.every((mail) => mail.to.join() === email)).toBe(true);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(2);
    await second.stop();
  }, 120_000);
});
