import type { MessageKey } from '../../shared/i18n/catalog-types';
import { DEFAULT_LOCALE, type Locale, localizedPath } from '../../shared/i18n/locales';
import { serverT } from '../lib/server-i18n';
import { layMail } from '../mail/mail-layout';
import type { QueuedMail } from '../mail/outbox';
import type { MailSite } from '../mail/site-links';

/** Whom an account mail goes to, in the account's language (issue 24; English when not known). */
export interface MailRecipient {
  email: string;
  userId: number;
  locale?: Locale;
}

/** One kind of link mail: the page its link opens and its words in the mail catalogue. */
interface LinkMailKind {
  kind: 'password-reset' | 'verify-email';
  page: '/reset-password' | '/verify-email';
  /** Where its subject, greeting and action are in the catalogue: 'reset.subject'... */
  words: 'reset' | 'verify';
  /** The first paragraph gets the site's name and the address. */
  paragraphs: [MessageKey<'mail'>, MessageKey<'mail'>];
}

/** A mail whose one action is a single-use link to a page of the site, in the reader's language. */
function linkMail(
  kind: LinkMailKind,
  site: MailSite,
  to: MailRecipient,
  token: string,
  tokenId: number,
): QueuedMail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = serverT(locale, 'mail');
  const url = `${site.siteUrl}${localizedPath(`${kind.page}?token=${token}`, locale)}`;
  const words = { siteName: site.siteName, email: to.email };
  return {
    to: to.email,
    userId: to.userId,
    kind: kind.kind,
    eventKey: `${kind.kind}:${tokenId}`,
    subject: t(`${kind.words}.subject`, words),
    ...layMail({
      locale,
      siteName: site.siteName,
      siteUrl: site.siteUrl,
      greeting: t(`${kind.words}.greeting`),
      paragraphs: [t(kind.paragraphs[0], words), t(kind.paragraphs[1])],
      action: { label: t(`${kind.words}.action`), url },
    }),
  };
}

const PASSWORD_RESET: LinkMailKind = {
  kind: 'password-reset',
  page: '/reset-password',
  words: 'reset',
  paragraphs: ['reset.asked', 'reset.once'],
};

const VERIFY_EMAIL: LinkMailKind = {
  kind: 'verify-email',
  page: '/verify-email',
  words: 'verify',
  paragraphs: ['verify.confirm', 'verify.expiry'],
};

/** The reset mail: a direct answer to the reader's own request, so no unsubscribe line. */
export function passwordResetMail(
  site: MailSite,
  to: MailRecipient,
  token: string,
  tokenId: number,
): QueuedMail {
  return linkMail(PASSWORD_RESET, site, to, token, tokenId);
}

/** The confirmation mail sent at registration and on "Send again". */
export function verifyEmailMail(
  site: MailSite,
  to: MailRecipient,
  token: string,
  tokenId: number,
): QueuedMail {
  return linkMail(VERIFY_EMAIL, site, to, token, tokenId);
}

/**
 * The sign-in link a new browser gets, instead of a session, when its password was right while many failed
 * attempts were being made on the account (issue 21). It tells the owner of the attack too.
 */
export function signInLinkMail(
  site: MailSite,
  to: MailRecipient,
  token: string,
  tokenId: number,
): QueuedMail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = serverT(locale, 'mail');
  const url = `${site.siteUrl}${localizedPath(`/sign-in?token=${token}`, locale)}`;
  return {
    to: to.email,
    userId: to.userId,
    kind: 'sign-in',
    eventKey: `sign-in:${tokenId}`,
    subject: t('signIn.subject', { siteName: site.siteName }),
    ...layMail({
      locale,
      siteName: site.siteName,
      siteUrl: site.siteUrl,
      greeting: t('signIn.greeting'),
      paragraphs: [
        t('signIn.why', { siteName: site.siteName, email: to.email }),
        t('signIn.once'),
        t('signIn.notYou'),
      ],
      action: { label: t('signIn.action'), url },
    }),
  };
}
