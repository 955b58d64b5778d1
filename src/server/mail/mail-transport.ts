import nodemailer from 'nodemailer';
import { headerText } from './header-words';

/** One message as the worker hands it to SMTP. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a receiving server can tell a resend after a crash from a new message. */
  messageId: string;
  unsubscribeUrl: string | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * nodemailer over SMTP_URL: smtp:// upgrades with STARTTLS when the server offers it, smtps:// is TLS from
 * the first byte. Short timeouts: a hung server delays the queue, never a request (sending is off-request).
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        // Sale titles and search names are people's text: never read as encoded words (RFC 2047).
        subject: headerText(mail.subject),
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        // RFC 8058 one-click unsubscribe: a mail client may POST to the address without the reader signing in.
        headers: mail.unsubscribeUrl
          ? {
              'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {},
      });
    },
    close() {
      transporter.close();
    },
  };
}
