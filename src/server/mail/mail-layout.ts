import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { serverT } from '../lib/server-i18n';

/**
 * Every message the site sends, in one layout: plain text and HTML with the same words, the site's name,
 * a link back, and (for mail the reader did not ask for) a line on how to stop it. Senders give the parts;
 * nothing here reads the database.
 */
export interface MailParts {
  /** The reader's language (the account's, issue 24): the layout's own words and `lang`; English if not given. */
  locale?: Locale;
  siteName: string;
  /** The site's address, no trailing slash ('https://sales.example.org'). */
  siteUrl: string;
  /** The first line ('Hello Alex,'); omitted when not given. */
  greeting?: string;
  paragraphs: string[];
  /** Label and value lines ('When', 'Saturday 8:00 to 14:00'), shown as a small table. */
  details?: Array<[label: string, value: string]>;
  /** The one thing to do ('Choose a new password', link). */
  action?: { label: string; url: string };
  /** Set for every message that is not a direct answer to the reader's own action. */
  unsubscribeUrl?: string;
}

export interface MailBodies {
  text: string;
  html: string;
}

export function escapeMailHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function layMail(parts: MailParts): MailBodies {
  return { text: textOf(parts), html: htmlOf(parts) };
}

/** A label's colon in plain text: French puts a no-break space before it. */
const COLON: Record<Locale, string> = { en: ': ', fr: '\u00a0: ' };

function textOf(parts: MailParts): string {
  const locale = parts.locale ?? DEFAULT_LOCALE;
  const t = serverT(locale, 'mail');
  const colon = COLON[locale];
  const lines: string[] = [];
  if (parts.greeting) lines.push(parts.greeting, '');
  for (const paragraph of parts.paragraphs) lines.push(paragraph, '');
  if (parts.details?.length) {
    for (const [label, value] of parts.details) lines.push(`${label}${colon}${value}`);
    lines.push('');
  }
  if (parts.action) lines.push(`${parts.action.label}${colon}${parts.action.url}`, '');
  lines.push('-- ', `${parts.siteName}${colon}${parts.siteUrl}`);
  if (parts.unsubscribeUrl) lines.push(`${t('footer.stop')}${colon}${parts.unsubscribeUrl}`);
  return `${lines.join('\n')}\n`;
}

function htmlOf(parts: MailParts): string {
  const locale = parts.locale ?? DEFAULT_LOCALE;
  const t = serverT(locale, 'mail');
  const e = escapeMailHtml;
  const body: string[] = [];
  if (parts.greeting) body.push(`<p>${e(parts.greeting)}</p>`);
  for (const paragraph of parts.paragraphs) body.push(`<p>${e(paragraph)}</p>`);
  if (parts.details?.length) {
    const rows = parts.details
      .map(
        ([label, value]) =>
          `<tr><th align="left" style="padding:2px 12px 2px 0">${e(label)}</th><td>${e(value)}</td></tr>`,
      )
      .join('');
    body.push(`<table role="presentation" style="border-collapse:collapse">${rows}</table>`);
  }
  if (parts.action) {
    body.push(
      `<p><a href="${e(parts.action.url)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none">${e(parts.action.label)}</a></p>`,
      `<p style="font-size:13px;color:#525252">${e(t('action.orOpen', { url: parts.action.url }))}</p>`,
    );
  }
  const footer = [`<a href="${e(parts.siteUrl)}">${e(parts.siteName)}</a>`];
  if (parts.unsubscribeUrl) footer.push(`<a href="${e(parts.unsubscribeUrl)}">${e(t('footer.stop'))}</a>`);
  return [
    '<!doctype html>',
    `<html lang="${locale}"><head><meta charset="utf-8"><title>${e(parts.siteName)}</title></head>`,
    '<body style="font-family:system-ui,sans-serif;color:#171717;line-height:1.5;max-width:600px;margin:0 auto;padding:16px">',
    ...body,
    `<hr style="border:none;border-top:1px solid #e5e5e5"><p style="font-size:13px;color:#525252">${footer.join(' · ')}</p>`,
    '</body></html>',
  ].join('\n');
}
