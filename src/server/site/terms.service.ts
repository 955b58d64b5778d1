import type { Terms } from '../../shared/schemas/terms';
import { singularOf } from '../../shared/text';
import type { DbExecutor } from '../db/executor';
import { deletePage, findPage, upsertPage } from './site-pages.repo';

const TERMS = 'terms';

/** What the default text names: the site's own words from its configuration. */
export interface TermsSite {
  siteName: string;
  contactEmail: string;
  /** Plural, as configured ('garage sales'). */
  productNoun: string;
}

/** What /terms says until an operator writes their own (Settings). Plain text; blank lines part paragraphs. */
export function defaultTerms(site: TermsSite): string {
  const plural = site.productNoun;
  const singular = singularOf(plural);
  return [
    `${site.siteName} is a free community listing of ${plural}. By creating an account you agree to these terms.`,
    `Your listings. Post only ${plural} you hold yourself, with a true address, dates and times, and photos you took or may share. Do not list anything that is illegal to sell, and keep descriptions respectful.`,
    `Moderation. Volunteers may remove a ${singular} that does not meet the community guidelines, or that people report, without notice.`,
    `Your data. We keep your email address, your listings and your favourites to run the site. We send you mail about your account and the notices you choose, and we do not sell your data. You can delete your ${plural} at any time; to close your account, write to ${site.contactEmail}.`,
    `No warranty. The site is offered as it is. Buying and selling are between the people who meet at a ${singular}; the site takes no part in them.`,
    `Questions. Write to ${site.contactEmail}.`,
  ].join('\n\n');
}

export async function getTerms(db: DbExecutor, site: TermsSite): Promise<Terms> {
  const page = await findPage(db, TERMS);
  if (!page) return { text: defaultTerms(site), custom: false, updatedAt: null };
  return { text: page.body, custom: true, updatedAt: page.updatedAt.toISOString() };
}

export async function saveTerms(db: DbExecutor, text: string): Promise<Terms> {
  const updatedAt = await upsertPage(db, TERMS, text);
  return { text, custom: true, updatedAt: updatedAt.toISOString() };
}

/** Back to the default text. */
export async function restoreDefaultTerms(db: DbExecutor, site: TermsSite): Promise<Terms> {
  await deletePage(db, TERMS);
  return getTerms(db, site);
}
