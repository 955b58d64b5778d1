import { layMail } from '../mail/mail-layout';
import type { QueuedMail } from '../mail/outbox';

/** What an account mail needs to know of the site. */
export interface MailSite {
  siteName: string;
  /** Absolute origin for links (PUBLIC_URL, else this server's address). */
  siteUrl: string;
}

/** The reset mail: a direct answer to the reader's own request, so no unsubscribe line. */
export function passwordResetMail(
  site: MailSite,
  to: { email: string; userId: number },
  token: string,
  tokenId: number,
): QueuedMail {
  const url = `${site.siteUrl}/reset-password?token=${token}`;
  return {
    to: to.email,
    userId: to.userId,
    kind: 'password-reset',
    eventKey: `password-reset:${tokenId}`,
    subject: `Choose a new password for ${site.siteName}`,
    ...layMail({
      siteName: site.siteName,
      siteUrl: site.siteUrl,
      greeting: 'Hello,',
      paragraphs: [
        `Someone (we hope you) asked to choose a new password for the ${site.siteName} account of ${to.email}.`,
        'The link works once, for one hour. If you did not ask, ignore this message: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url },
    }),
  };
}

/** The confirmation mail sent at registration and on "Send again". */
export function verifyEmailMail(
  site: MailSite,
  to: { email: string; userId: number },
  token: string,
  tokenId: number,
): QueuedMail {
  const url = `${site.siteUrl}/verify-email?token=${token}`;
  return {
    to: to.email,
    userId: to.userId,
    kind: 'verify-email',
    eventKey: `verify-email:${tokenId}`,
    subject: `Confirm your email address for ${site.siteName}`,
    ...layMail({
      siteName: site.siteName,
      siteUrl: site.siteUrl,
      greeting: 'Welcome,',
      paragraphs: [
        `Please confirm that ${to.email} is your address, so that ${site.siteName} can send you reminders and alerts you ask for.`,
        'The link works for seven days. If you did not create an account, ignore this message.',
      ],
      action: { label: 'Confirm my address', url },
    }),
  };
}

/**
 * The sign-in link a new browser gets, instead of a session, when its password was right while many failed
 * attempts were being made on the account (issue 21). It tells the owner of the attack too.
 */
export function signInLinkMail(
  site: MailSite,
  to: { email: string; userId: number },
  token: string,
  tokenId: number,
): QueuedMail {
  const url = `${site.siteUrl}/sign-in?token=${token}`;
  return {
    to: to.email,
    userId: to.userId,
    kind: 'sign-in',
    eventKey: `sign-in:${tokenId}`,
    subject: `Your sign-in link for ${site.siteName}`,
    ...layMail({
      siteName: site.siteName,
      siteUrl: site.siteUrl,
      greeting: 'Hello,',
      paragraphs: [
        `Someone (we hope you) entered the right password for the ${site.siteName} account of ${to.email} in a new browser, while many failed sign-in attempts were being made on the account from elsewhere. To keep it safe, that browser signs in with this link.`,
        'Open the link in the browser where you want to sign in. It works once, for 15 minutes, and that browser will then be let in with your password even during such attempts.',
        'If it was not you, someone knows your password: choose a new one with "Forgot password?" on the login screen.',
      ],
      action: { label: 'Sign in', url },
    }),
  };
}
