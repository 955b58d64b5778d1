import { describe, expect, it } from 'vitest';
import { configFailure as failure, loadTestConfig as load } from './test-support/config-env';

describe('SMTP_URL', () => {
  it('is unset by default and when empty: mail is kept in the outbox', () => {
    expect(load({}).mail.smtpUrl).toBeUndefined();
    expect(load({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined();
  });

  it.each([
    'smtp://mailer:secret@mail.example.org:587',
    'smtps://mailer:p%40ss@mail.example.org:465',
    'smtp://127.0.0.1:2525',
  ])('reads %s', (url) => {
    expect(load({ SMTP_URL: url }).mail.smtpUrl).toBe(url);
  });

  it.each([
    ['http://mail.example.org', 'must be smtp://user:password@host:587 or smtps://user:password@host:465'],
    ['mail.example.org:587', 'must be smtp://user:password@host:587 or smtps://user:password@host:465'],
    ['smtp://mailer@mail.example.org', 'must give both a user name and a password, or neither'],
  ])('refuses %s with a clear message', (url, reason) => {
    const message = failure({ SMTP_URL: url });
    expect(message).toContain(`SMTP_URL=(hidden): ${reason}`);
  });

  it('never repeats the URL, which holds the password', () => {
    expect(failure({ SMTP_URL: 'ftp://mailer:TopSecret@host' })).not.toContain('TopSecret');
  });
});

describe('MAIL_FROM', () => {
  it('is the site name at no-reply@localhost by default', () => {
    expect(load({ SITE_NAME: 'Spruce "Sales"' }).mail.from).toBe('"Spruce Sales" <no-reply@localhost>');
  });

  it.each(['no-reply@example.org', 'Parkland Sales <no-reply@example.org>', '"Parkland" <a@b.example>'])(
    'reads %s',
    (from) => {
      expect(load({ MAIL_FROM: from }).mail.from).toBe(from);
    },
  );

  it.each(['nobody', 'Sales <not an address>', 'a@b.example\r\nBcc: x@y.example'])('refuses %j', (from) => {
    expect(failure({ MAIL_FROM: from })).toContain('MAIL_FROM=');
  });
});

describe('MAIL_WORKER', () => {
  it('runs the worker by default; 0 turns it off', () => {
    expect(load({}).mail.worker).toBe(true);
    expect(load({ MAIL_WORKER: '0' }).mail.worker).toBe(false);
    expect(failure({ MAIL_WORKER: 'no' })).toContain('MAIL_WORKER="no": must be 0 or 1');
  });
});
