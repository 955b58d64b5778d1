import { isOpenAt } from '../../../shared/open-now';
import type { EventDetail, EventSale } from '../../../shared/schemas/events';

/** The event page's filters (issue 25): a category, a text, and "Open now" on the event's day. */
export interface EventFilters {
  text: string;
  /** null: every category. */
  categoryId: number | null;
  openNow: boolean;
}

export const NO_EVENT_FILTERS: EventFilters = { text: '', categoryId: null, openNow: false };

/** Lower case without accents: 'École' finds 'ecole', as a shopper types on a phone. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * What a sale's text search reads: its number ('#23'), title, address, place, first line, categories'
 * official and shown names.
 */
function searchText(sale: EventSale, categoryName: (category: { id: number; name: string }) => string) {
  return folded(
    [
      sale.number === null ? '' : `#${sale.number}`,
      sale.title,
      sale.address,
      sale.city,
      sale.neighborhood ?? '',
      sale.summary ?? '',
      ...sale.categories.flatMap((category) => [category.name, categoryName(category)]),
    ].join('\n'),
  );
}

/** A sale is open now on the event's day: its own hours (the list carries its overall ones), the site's clock. */
function openAt(sale: EventSale, now: Date, timeZone: string): boolean {
  return isOpenAt({ ...sale, schedule: [] }, now, timeZone);
}

export interface FilterContext {
  now: Date;
  timeZone: string;
  categoryName?: (category: { id: number; name: string }) => string;
}

/**
 * The sales the filters keep, in the event's order. A text of a number alone ('23', '#23') is that
 * number; any other text is looked for in every word a sale shows, each word of the text somewhere.
 */
export function filterEventSales(sales: EventSale[], filters: EventFilters, context: FilterContext) {
  const query = folded(filters.text.trim());
  const number = /^#?(\d+)$/.exec(query)?.[1];
  const words = query.split(/\s+/).filter(Boolean);
  const categoryName = context.categoryName ?? ((category: { name: string }) => category.name);
  return sales.filter((sale) => {
    if (filters.categoryId !== null && !sale.categories.some((c) => c.id === filters.categoryId))
      return false;
    if (filters.openNow && !openAt(sale, context.now, context.timeZone)) return false;
    if (number !== undefined) return sale.number === Number(number);
    if (words.length === 0) return true;
    const text = searchText(sale, categoryName);
    return words.every((word) => text.includes(word));
  });
}

/** The categories the event's sales have, each once, for the category filter. */
export function eventCategories(sales: EventSale[]): { id: number; name: string }[] {
  const byId = new Map<number, { id: number; name: string }>();
  for (const sale of sales) for (const category of sale.categories) byId.set(category.id, category);
  return [...byId.values()];
}

export type RegistrationState = 'notYet' | 'open' | 'full' | 'closed';

/** Whether a seller may register now: inside the window and under the cap (the server checks it again). */
export function registrationState(event: EventDetail, now: Date): RegistrationState {
  const time = now.getTime();
  if (time < Date.parse(event.registrationOpensAt)) return 'notYet';
  if (time >= Date.parse(event.registrationClosesAt)) return 'closed';
  if (event.maxSales !== null && event.salesCount >= event.maxSales) return 'full';
  return 'open';
}
