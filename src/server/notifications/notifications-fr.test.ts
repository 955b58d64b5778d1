import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleSaleWrite } from '../../shared/schemas/sale-form';
import { toMailConfig } from '../config-mail';
import { createSmtpTransport } from '../mail/mail-transport';
import { createMailWorker, type MailWorker } from '../mail/mail-worker';
import type { SignedInUser } from '../test-support/auth';
import {
  type ReceivedMail,
  startTestSmtpServer,
  type TestSmtpServer,
} from '../test-support/smtp-test-server';
import { engines } from '../test-support/test-database';
import { choosePreferences, createNotifyWorld, type NotifyWorld, QUIET_MS } from './notifications.fixtures';

const NBSP = '\u00a0';

/**
 * Issue 24: the reminder, change notice and digest are written in the recipient account's language. Each
 * goes out through nodemailer to a real SMTP server and is read back by mailparser, as a mail program would
 * read it: a French reader's in French (words, dates, times, plurals, links to /fr pages), an English
 * reader's of the same event byte for byte as before.
 */
describe.each(engines)('notification mail in the account’s language, on %s', (engine) => {
  let w: NotifyWorld;
  let smtp: TestSmtpServer;
  let worker: MailWorker;
  let seller: SignedInUser;

  beforeAll(async () => {
    w = await createNotifyWorld(engine);
    smtp = await startTestSmtpServer();
    worker = createMailWorker({
      db: w.t.database.db,
      config: { ...toMailConfig({ SITE_NAME: 'Test Sales', MAIL_WORKER: '1' }), smtpUrl: smtp.url },
      transport: createSmtpTransport(smtp.url, '"Test Sales" <no-reply@sales.example.org>'),
      messageIdHost: 'sales.example.org',
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    seller = await w.person();
  });
  afterAll(async () => {
    await worker.stop();
    await smtp.close();
    await w.t.close();
  });

  /** A verified reader who chose `locale` with the language switch while signed in. */
  const reader = async (locale: 'en' | 'fr') => {
    const user = await w.person();
    expect((await w.call('PUT', '/api/locale', user, { locale })).statusCode).toBe(204);
    await choosePreferences(w, user);
    return user;
  };
  /** Sends what is queued and answers the one message that reached `user`. */
  const delivered = async (user: SignedInUser): Promise<ReceivedMail> => {
    await worker.runOnce();
    const mails = smtp.received.filter((mail) => mail.to.includes(user.email));
    expect(mails).toHaveLength(1);
    return mails[0] as ReceivedMail;
  };
  const favourite = async (users: SignedInUser[], saleId: number) => {
    for (const user of users)
      expect((await w.call('POST', `/api/favorites/${saleId}`, user)).statusCode).toBe(204);
  };

  it('reminds a French reader in French, an English one as before', async () => {
    const [fr, en] = [await reader('fr'), await reader('en')];
    const saleId = await w.sale({
      userId: seller.id,
      title: 'Vente d’outils',
      address: '12 Oak Avenue',
      startDate: '2030-11-30',
      endDate: '2030-11-30',
      schedule: [{ date: '2030-11-30', startTime: '08:00', endTime: '14:00' }],
    });
    await favourite([fr, en], saleId);
    await w.tick(w.at('2030-11-29', '19:00'));

    const french = await delivered(fr);
    expect(french.subject).toBe(`Demain${NBSP}: Vente d’outils`);
    expect(french.text).toContain(
      `«${NBSP}Vente d’outils${NBSP}», une vente que vous avez enregistrée, est ouverte demain.`,
    );
    expect(french.text).toContain(`Quand${NBSP}: samedi 30 novembre 2030, de 8 h 00 à 14 h 00`);
    expect(french.text).toContain(`Où${NBSP}: 12 Oak Avenue, Stony Plain`);
    expect(french.text).toContain(
      `Voir la vente${NBSP}: https://sales.example.org/fr/garage-sales/${saleId}`,
    );
    expect(french.html).toContain('<html lang="fr">');
    expect(french.html).toContain('Itinéraire');
    expect(french.html).toContain('Ne plus recevoir ces messages');
    expect(`${french.subject}\n${french.text}`).not.toMatch(
      /Tomorrow|When|Where|See the sale|Stop these|AM|PM/,
    );

    const english = await delivered(en);
    expect(english.subject).toBe('Tomorrow: Vente d’outils');
    expect(english.text).toContain('When: Saturday, November 30, 2030, 8:00 AM to 2:00 PM');
    expect(english.text).toContain(`See the sale: https://sales.example.org/garage-sales/${saleId}`);
    expect(english.html).toContain('<html lang="en">');
  });

  it('tells a French reader of a change in French, days and hours in French conventions', async () => {
    const [fr, en] = [await reader('fr'), await reader('en')];
    const write = (startTime: string) =>
      exampleSaleWrite('2030-12-07', {
        categoryIds: [w.cat.books],
        endDate: '2030-12-07',
        startTime,
        scheduleData: JSON.stringify([{ date: '2030-12-07', startTime, endTime: '16:00' }]),
      });
    const created = await w.call('POST', '/api/garage-sales', seller, write('08:00'));
    expect(created.statusCode, created.body).toBe(201);
    const saleId: number = created.json().id;
    await favourite([fr, en], saleId);
    expect((await w.call('PUT', `/api/garage-sales/${saleId}`, seller, write('10:00'))).statusCode).toBe(200);
    await w.tick(new Date(Date.now() + QUIET_MS + 60_000));

    const french = await delivered(fr);
    expect(french.subject).toBe(`Modifiée${NBSP}: Moving sale`);
    expect(french.text).toContain(
      `«${NBSP}Moving sale${NBSP}», une vente que vous avez enregistrée, a changé${NBSP}:`,
    );
    expect(french.text).toContain(`samedi 7 décembre 2030${NBSP}: 8 h 00 à 16 h 00 → 10 h 00 à 16 h 00`);
    expect(french.text).toContain(`https://sales.example.org/fr/garage-sales/${saleId}`);

    const english = await delivered(en);
    expect(english.subject).toBe('Changed: Moving sale');
    expect(english.text).toContain('Saturday, December 7, 2030: 8:00 AM to 4:00 PM → 10:00 AM to 4:00 PM');
  });

  it('sends a French digest with its plural and dates in French', async () => {
    const [fr, en] = [await reader('fr'), await reader('en')];
    for (const user of [fr, en]) {
      const saved = await w.call('POST', '/api/saved-searches', user, {
        name: 'Outils',
        filters: { city: 'Spruce Grove' },
      });
      expect(saved.statusCode).toBe(201);
    }
    for (const title of ['Perceuse', 'Scie']) {
      await w.sale({
        userId: seller.id,
        title,
        city: 'Spruce Grove',
        startDate: w.day(3),
        endDate: w.day(4),
      });
    }
    await w.tick(w.at(w.day(1), '09:00'));

    const french = await delivered(fr);
    expect(french.subject).toBe(`2 nouvelles ventes pour «${NBSP}Outils${NBSP}»`);
    expect(french.text).toContain(
      `Ventes nouvellement publiées qui correspondent à votre recherche enregistrée «${NBSP}Outils${NBSP}»${NBSP}:`,
    );
    expect(french.text).toMatch(
      /Perceuse\u00a0: du \p{L}+ \d{1,2} \p{L}+ \d{4} au \p{L}+ \d{1,2} \p{L}+ \d{4}, /u,
    );
    expect(french.text).toContain('https://sales.example.org/fr/?city=Spruce+Grove');
    expect(french.text).toContain('Les voir sur la carte');

    const english = await delivered(en);
    expect(english.subject).toBe('2 new sales for “Outils”');
    expect(english.text).toMatch(/Perceuse: \w+day, \w+ \d{1,2}, \d{4} to \w+day, /);
  });
});
