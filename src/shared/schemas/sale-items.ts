import * as z from 'zod/mini';
import english from '../i18n/catalogs/en/sale-form.json' with { type: 'json' };
import { messagesOf } from '../i18n/messages';
import { intSchema, noControlCharacters } from './common';

/**
 * A sale's items (issue 26): what a seller brings, with a price, so that shoppers can search for things
 * and not only for sales. They travel in the sale's create and update bodies and come back in its detail;
 * the list carries the first few unsold names for the card (CARD_ITEM_NAMES). Both sides read these.
 */

/** The sale form's catalogue (the wizard and the server load it): sale-form.ts imports this file. */
const saleFormMsg = messagesOf('sale-form', english);

export const MAX_ITEMS_PER_SALE = 50;
export const ITEM_NAME_MAX = 80;
/** How many item names a card shows, and so how many the list answer carries per sale. */
export const CARD_ITEM_NAMES = 3;
/** A garage sale's dearest thing stays well under this ($1,000,000): a larger number is a typing slip. */
export const MAX_PRICE_CENTS = 100_000_000;

export const ITEM_NAME_REQUIRED_MESSAGE = saleFormMsg('items.nameRequired');
export const ITEM_PRICE_MESSAGE = saleFormMsg('items.price');
export const ITEM_PRICE_OR_NOTE_MESSAGE = saleFormMsg('items.priceOrNote');
export const TOO_MANY_ITEMS_MESSAGE = saleFormMsg('items.tooMany', { max: MAX_ITEMS_PER_SALE });
/** The server's refusals of an items body or a PATCH. */
export const saleFormItemMessages = {
  unknownPhoto: saleFormMsg('items.unknownPhoto'),
  unknownItem: saleFormMsg('items.unknownItem'),
  notFound: saleFormMsg('items.notFound'),
};

/** No price but a word: "Free" or "Make an offer". */
export const PRICE_NOTES = ['free', 'offer'] as const;
export type PriceNote = (typeof PRICE_NOTES)[number];

const itemName = noControlCharacters(
  z
    .string({ message: ITEM_NAME_REQUIRED_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, ITEM_NAME_REQUIRED_MESSAGE),
      z.maxLength(ITEM_NAME_MAX, saleFormMsg('items.nameTooLong', { max: ITEM_NAME_MAX })),
    ),
);

/** Whole cents, zero or more: dollars and cents as the client turns them into a number. */
const priceCents = z.nullable(
  z
    .number({ message: ITEM_PRICE_MESSAGE })
    .check(z.int(ITEM_PRICE_MESSAGE))
    .check(z.gte(0, ITEM_PRICE_MESSAGE), z.lte(MAX_PRICE_CENTS, ITEM_PRICE_MESSAGE)),
);

/** One item of a sale's create or update body: `id` keeps a stored item (and its place in alerts). */
export const SaleItemWriteSchema = z
  .object({
    id: z.optional(intSchema().check(z.positive(), z.lte(2_147_483_647))),
    name: itemName,
    priceCents: z._default(priceCents, null),
    priceNote: z._default(z.nullable(z.enum(PRICE_NOTES)), null),
    photoId: z._default(z.nullable(intSchema().check(z.positive(), z.lte(2_147_483_647))), null),
    sold: z._default(z.boolean(), false),
  })
  .check(
    z.refine((item) => item.priceCents === null || item.priceNote === null, {
      message: ITEM_PRICE_OR_NOTE_MESSAGE,
      path: ['priceNote'],
    }),
  );
export type SaleItemWrite = z.infer<typeof SaleItemWriteSchema>;

export const SaleItemsWriteSchema = z
  .array(SaleItemWriteSchema)
  .check(z.maxLength(MAX_ITEMS_PER_SALE, TOO_MANY_ITEMS_MESSAGE));

/** An item as the sale's detail and My Sales carry it, in the seller's order. */
export const SaleItemSchema = z.object({
  id: intSchema(),
  name: z.string(),
  priceCents: z.nullable(intSchema()),
  priceNote: z.nullable(z.enum(PRICE_NOTES)),
  photoId: z.nullable(intSchema()),
  sold: z.boolean(),
});
export type SaleItem = z.infer<typeof SaleItemSchema>;

/** PATCH /api/garage-sales/{id}/items/{itemId}: the seller ticks an item sold (or not) on the day. */
export const SaleItemSoldBodySchema = z.object({ sold: z.boolean() });

export const SaleItemParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  itemId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

/**
 * What a sale's items add to its search document: the names of the items still for sale, one per line
 * (a name holds no line break, so a term never spans two). The server stores it with the items
 * (garage_sales.item_names) and the in-app week filter reads the same text.
 */
export function itemSearchText(items: readonly { name: string; sold: boolean }[]): string {
  return items
    .filter((item) => !item.sold)
    .map((item) => item.name)
    .join('\n');
}

/** The names a card shows: the first few items still for sale. */
export function cardItemNames(items: readonly { name: string; sold: boolean }[]): string[] {
  return items
    .filter((item) => !item.sold)
    .slice(0, CARD_ITEM_NAMES)
    .map((item) => item.name);
}

/** A price as shoppers read it: '$12.50' in English, '12,50 $' in French (Canadian dollars). */
export function formatPriceCents(cents: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
  }).format(cents / 100);
}

/** What a seller types as a price ('12', '12.5', '12,50', '$3') in whole cents; undefined when it is not one. */
export function parseDollars(text: string): number | undefined {
  const match = /^\s*\$?\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*\$?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Whole cents as the price field shows them again: '12.50' (or '12,50' in French). */
export function centsToDollarsText(cents: number, decimalComma: boolean): string {
  const text = (cents / 100).toFixed(2);
  return decimalComma ? text.replace('.', ',') : text;
}
