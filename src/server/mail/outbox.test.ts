import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { layMail } from './mail-layout';
import { queueMail } from './outbox';

describe('layMail', () => {
  const parts = {
    siteName: 'Spruce <Sales>',
    siteUrl: 'https://sales.example.org',
    greeting: 'Hello Ann & Bo,',
    paragraphs: ['Your sale "Tools" starts tomorrow.'],
    details: [['When', 'Saturday 08:00 to 14:00']] as Array<[string, string]>,
    action: { label: 'Open the sale', url: 'https://sales.example.org/garage-sales/7?a=1&b=2' },
    unsubscribeUrl: 'https://sales.example.org/unsubscribe/abc',
  };

  it('says the same in text and in HTML, with the site, a link back and the way to stop', () => {
    const { text, html } = layMail(parts);
    expect(text).toContain('Hello Ann & Bo,');
    expect(text).toContain('When: Saturday 08:00 to 14:00');
    expect(text).toContain('Open the sale: https://sales.example.org/garage-sales/7?a=1&b=2');
    expect(text).toContain('Spruce <Sales>: https://sales.example.org');
    expect(text).toContain('Stop these messages: https://sales.example.org/unsubscribe/abc');
    expect(html).toContain('Hello Ann &amp; Bo,');
    expect(html).toContain('Spruce &lt;Sales&gt;');
    expect(html).toContain('href="https://sales.example.org/garage-sales/7?a=1&amp;b=2"');
    expect(html).toContain('href="https://sales.example.org/unsubscribe/abc"');
    expect(html).not.toContain('<Sales>');
  });

  it('has no unsubscribe line for a direct answer', () => {
    const { text, html } = layMail({ ...parts, unsubscribeUrl: undefined });
    expect(text).not.toContain('Stop these messages');
    expect(html).not.toContain('Stop these messages');
  });
});

describe.each(engines)('queueMail on %s', (engine) => {
  const t = useTestApp(engine);

  const mail = (to: string, eventKey: string) => ({
    to,
    kind: 'test',
    eventKey,
    subject: 'Hello',
    text: 'Hello',
    html: '<p>Hello</p>',
  });

  it('queues one message per address and event, however often and in whatever case', async () => {
    expect(await queueMail(t.database.db, mail('ann@example.org', 'e1'))).toBe(true);
    expect(await queueMail(t.database.db, mail('ANN@example.org', 'e1'))).toBe(false);
    expect(await queueMail(t.database.db, mail('ann@example.org', 'e2'))).toBe(true);
    expect(await queueMail(t.database.db, mail('bo@example.org', 'e1'))).toBe(true);
    const rows = await t.database.db.select().from(mailOutbox);
    expect(rows.map((row) => [row.toAddress, row.eventKey, row.status])).toEqual([
      ['ann@example.org', 'e1', 'queued'],
      ['ann@example.org', 'e2', 'queued'],
      ['bo@example.org', 'e1', 'queued'],
    ]);
  });

  it('queues nothing when the transaction that caused it rolls back', async () => {
    await t.database.db
      .transaction(async (tx) => {
        await queueMail(tx, mail('cy@example.org', 'rolled-back'));
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    const rows = await t.database.db.select().from(mailOutbox);
    expect(rows.map((row) => row.toAddress)).not.toContain('cy@example.org');
  });
});
