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
