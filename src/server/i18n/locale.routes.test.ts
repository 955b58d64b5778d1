import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { registration } from '../test-support/auth';
import { mailsTo } from '../test-support/mailed-links';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';

const PASSWORD = 'Garage123';
let counter = 0;

describe.each(engines)('the reader’s language in the API and its mail on %s', (engine) => {
  const t = useTestApp(engine, { PUBLIC_URL: 'https://sales.test.example', REGISTER_LIMIT_PER_HOUR: '1000' });

  const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, payload, headers, remoteAddress: `198.51.100.${++counter}` });
  const register = async (headers: Record<string, string> = {}) => {
    const email = `lang-${++counter}@example.org`;
    const response = await send('POST', '/api/auth/register', registration(email, PASSWORD), headers);
    expect(response.statusCode).toBe(201);
    const session = response.cookies.find((cookie) => cookie.name === 'gsf_session');
    return { email, cookie: `gsf_session=${session?.value}` };
  };
  const mailTo = async (email: string, kind: string) => {
    const [mail] = await mailsTo(t.database.db, email, kind);
    if (!mail) throw new Error(`no ${kind} mail to ${email}`);
    return mail;
  };
  const localeOf = async (email: string) =>
    (await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]
      ?.locale;

  it("answers a shared schema's messages in the language asked for, English byte for byte as before", async () => {
    const bad = { email: '', password: '' };
    const english = await send('POST', '/api/auth/login', bad);
    expect(english.statusCode).toBe(400);
    expect(english.json().issues).toContainEqual({ path: 'email', message: 'Email is required' });
    const french = await send('POST', '/api/auth/login', bad, { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(french.statusCode).toBe(400);
    expect(french.json().issues).toContainEqual({ path: 'email', message: 'Le courriel est obligatoire' });
    expect(french.json().message).toBe('Le courriel est obligatoire');
    // A client that names no language gets the one the reader chose with the switch.
    const chosen = await send('POST', '/api/auth/login', bad, { cookie: 'lang=fr' });
    expect(chosen.json().issues).toContainEqual({ path: 'email', message: 'Le courriel est obligatoire' });
  });

  it("answers a service's error and a route's own answer in French", async () => {
    const dead = await send(
      'POST',
      '/api/auth/verify-email',
      { token: 'x'.repeat(43) },
      { 'accept-language': 'fr' },
    );
    expect(dead.statusCode).toBe(400);
    expect(dead.json()).toEqual({
      message:
        'Ce lien de confirmation est expiré ou a déjà servi. Connectez-vous et demandez-en un nouveau.',
    });
    const forgot = await send(
      'POST',
      '/api/auth/forgot-password',
      { email: 'nobody@example.org' },
      { 'accept-language': 'fr' },
    );
    expect(forgot.json().message).toMatch(/^Si un compte utilise cette adresse/);
  });

  it('remembers a switch in a cookie, and on the account of a signed-in reader', async () => {
    const guest = await send('PUT', '/api/locale', { locale: 'fr' });
    expect(guest.statusCode).toBe(204);
    const cookie = guest.cookies.find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'fr', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.maxAge).toBeGreaterThan(300 * 24 * 3600);

    const { email, cookie: session } = await register();
    expect(await localeOf(email)).toBe('en');
    expect((await send('PUT', '/api/locale', { locale: 'fr' }, { cookie: session })).statusCode).toBe(204);
    expect(await localeOf(email)).toBe('fr');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session } });
    expect(me.json().locale).toBe('fr');
  });

  it('refuses a language the site does not have, in the language asked for', async () => {
    const response = await send('PUT', '/api/locale', { locale: 'de' }, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'locale', message: 'Choisissez l’anglais (en) ou le français (fr)' },
    ]);
    expect(response.cookies).toEqual([]);
  });

  it.each([
    {
      name: 'writes the confirmation mail of a reader who registered in French in French, links under /fr',
      headers: { 'accept-language': 'fr-CA' },
      locale: 'fr',
      subject: 'Confirmez votre adresse courriel pour Parkland Garage Sales',
      opening: /^Bienvenue,\n\nVeuillez confirmer que /,
      link: 'https://sales.test.example/fr/verify-email?token=',
      inHtml: 'Confirmer mon adresse',
    },
    {
      name: 'keeps an English account’s mail as it was',
      headers: {} as Record<string, string>,
      locale: 'en',
      subject: 'Confirm your email address for Parkland Garage Sales',
      opening: /^Welcome,\n\nPlease confirm that /,
      link: 'https://sales.test.example/verify-email?token=',
      inHtml: 'Or open this address: https://sales.test.example/verify-email?token=',
    },
  ])('$name', async ({ headers, locale, subject, opening, link, inHtml }) => {
    const { email } = await register(headers);
    expect(await localeOf(email)).toBe(locale);
    const mail = await mailTo(email, 'verify-email');
    expect(mail.subject).toBe(subject);
    expect(mail.textBody).toMatch(opening);
    expect(mail.textBody).toContain(link);
    expect(mail.htmlBody).toContain(`<html lang="${locale}">`);
    expect(mail.htmlBody).toContain(inHtml);
  });

  it("writes a reset mail in the account's language, whatever language asks for it", async () => {
    const { email, cookie } = await register();
    await send('PUT', '/api/locale', { locale: 'fr' }, { cookie });
    // Asked from an English page: the mail follows the account, not the request.
    expect((await send('POST', '/api/auth/forgot-password', { email })).statusCode).toBe(202);
    // The mail is written after the answer (issue 21: the answer's timing tells nobody anything).
    await t.app.background.settled();
    const mail = await mailTo(email, 'password-reset');
    expect(mail.subject).toBe('Choisissez un nouveau mot de passe pour Parkland Garage Sales');
    expect(mail.textBody).toContain('https://sales.test.example/fr/reset-password?token=');
    expect(mail.htmlBody).toContain('<html lang="fr">');
  });
});
