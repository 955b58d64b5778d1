import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../../../shared/schemas/common';
import { SaleSchema, SaleSummaryListSchema } from '../../../shared/schemas/sale';
import {
  ITEM_NAME_REQUIRED_MESSAGE,
  ITEM_PRICE_MESSAGE,
  ITEM_PRICE_OR_NOTE_MESSAGE,
  TOO_MANY_ITEMS_MESSAGE,
} from '../../../shared/schemas/sale-items';
import { photos, saleItems } from '../../db/schema';
import { useWorld } from '../../test-support/test-app';
import { engines } from '../../test-support/test-database';
import { createSellerWorld, storedSale } from '../sales-write.fixtures';

describe.each(engines)('sale items on %s', (engine) => {
  const w = useWorld(() => createSellerWorld(engine));
  const create = async (items: unknown[], offset = 1) => {
    const response = await w.call('POST', '/api/garage-sales', w.owner, { ...w.body({}, offset), items });
    expect(response.statusCode, response.body).toBe(201);
    return SaleSchema.parse(response.json());
  };
  const itemRows = async (saleId: number) =>
    w.t.database.db.select().from(saleItems).where(eq(saleItems.saleId, saleId)).orderBy(saleItems.position);
  const detail = async (id: number) =>
    SaleSchema.parse((await w.call('GET', `/api/garage-sales/${id}`)).json());
  const listIds = async (query: string) => {
    const response = await w.call('GET', `/api/garage-sales?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return SaleSummaryListSchema.parse(response.json());
  };

  it('writes items with the sale and answers them in the detail, in order, with prices or notes', async () => {
    const sale = await create([
      { name: ' Baby crib ', priceCents: 4550 },
      { name: 'Old magazines', priceNote: 'free' },
      { name: 'Piano', priceNote: 'offer' },
      { name: 'Lamp' },
    ]);
    const expected = [
      { name: 'Baby crib', priceCents: 4550, priceNote: null, photoId: null, sold: false },
      { name: 'Old magazines', priceCents: null, priceNote: 'free', photoId: null, sold: false },
      { name: 'Piano', priceCents: null, priceNote: 'offer', photoId: null, sold: false },
      { name: 'Lamp', priceCents: null, priceNote: null, photoId: null, sold: false },
    ];
    expect(sale.items).toMatchObject(expected);
    expect((await detail(sale.id)).items).toMatchObject(expected);
    expect((await storedSale(w, sale.id))?.itemNames).toBe('Baby crib\nOld magazines\nPiano\nLamp');
    // The card carries the first three names; a sale without items carries none (the same bytes as before).
    const plain = await create([]);
    const list = await listIds('');
    expect(list.find((s) => s.id === sale.id)?.itemNames).toEqual(['Baby crib', 'Old magazines', 'Piano']);
    expect(list.find((s) => s.id === plain.id)).not.toHaveProperty('itemNames');
    expect(await detail(plain.id)).not.toHaveProperty('items');
  });

  const invalid: [string, unknown[], string, string][] = [
    ['a blank name', [{ name: '  ' }], 'items.0.name', ITEM_NAME_REQUIRED_MESSAGE],
    ['no name', [{ priceCents: 100 }], 'items.0.name', ITEM_NAME_REQUIRED_MESSAGE],
    ['a long name', [{ name: 'x'.repeat(81) }], 'items.0.name', 'Item name cannot exceed 80 characters'],
    ['a negative price', [{ name: 'Bike', priceCents: -1 }], 'items.0.priceCents', ITEM_PRICE_MESSAGE],
    ['a fraction of a cent', [{ name: 'Bike', priceCents: 10.5 }], 'items.0.priceCents', ITEM_PRICE_MESSAGE],
    [
      'a price and a note',
      [{ name: 'Bike', priceCents: 100, priceNote: 'free' }],
      'items.0.priceNote',
      ITEM_PRICE_OR_NOTE_MESSAGE,
    ],
    [
      '51 items',
      Array.from({ length: 51 }, (_, i) => ({ name: `Thing ${i}` })),
      'items',
      TOO_MANY_ITEMS_MESSAGE,
    ],
  ];

  it.each(invalid)(
    'refuses %s with 400 and its message, storing nothing',
    async (_name, items, path, message) => {
      const before = await w.saleCount();
      const response = await w.call('POST', '/api/garage-sales', w.owner, { ...w.body(), items });
      expect(response.statusCode, response.body).toBe(400);
      expect(ApiErrorSchema.parse(response.json()).issues).toContainEqual({ path, message });
      expect(await w.saleCount()).toBe(before);
    },
  );

  it('takes 50 items, and $0.00 as a price', async () => {
    const sale = await create(Array.from({ length: 50 }, (_, i) => ({ name: `Thing ${i}`, priceCents: 0 })));
    expect(await itemRows(sale.id)).toHaveLength(50);
  });

  it('keeps the items on an update without them, replaces them with them, and refuses others’ ids and photos', async () => {
    const sale = await create([{ name: 'Crib', priceCents: 2000 }, { name: 'Stroller' }]);
    const [crib, stroller] = sale.items ?? [];
    const put = (body: object) =>
      w.call('PUT', `/api/garage-sales/${sale.id}`, w.owner, { ...w.body(), ...body });
    expect((await put({ title: 'Renamed sale' })).statusCode).toBe(200);
    expect((await detail(sale.id)).items?.map((item) => item.name)).toEqual(['Crib', 'Stroller']);

    const photoId = await w.t.database.db
      .insert(photos)
      .values({ saleId: sale.id, url: '/uploads/a.jpg' })
      .returning({ id: photos.id })
      .then(([row]) => row?.id as number);
    const replaced = await put({
      items: [{ name: 'Desk' }, { id: stroller?.id, name: 'Stroller', priceNote: 'offer', photoId }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const items = (await detail(sale.id)).items ?? [];
    expect(items.map((item) => [item.name, item.priceNote, item.photoId])).toEqual([
      ['Desk', null, null],
      ['Stroller', 'offer', photoId],
    ]);
    expect(items[1]?.id).toBe(stroller?.id);
    expect(items.some((item) => item.id === crib?.id)).toBe(false);

    const other = await create([{ name: 'Not yours' }]);
    const otherPhoto = await w.t.database.db
      .insert(photos)
      .values({ saleId: other.id, url: '/uploads/b.jpg' })
      .returning({ id: photos.id })
      .then(([row]) => row?.id as number);
    for (const items of [
      [{ id: other.items?.[0]?.id, name: 'Stolen' }],
      [{ name: 'Desk', photoId: otherPhoto }],
    ]) {
      const refused = await put({ items });
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect((await itemRows(sale.id)).map((row) => row.name)).toEqual(['Desk', 'Stroller']);
    expect((await itemRows(other.id)).map((row) => row.name)).toEqual(['Not yours']);
    // The photo goes, the item stays without it.
    await w.t.database.db.delete(photos).where(eq(photos.id, photoId));
    expect((await itemRows(sale.id))[1]?.photoId).toBeNull();
  });

  it('lets the seller and administrators tick an item sold, and nobody else', async () => {
    const sale = await create([{ name: 'Rocking horse' }, { name: 'Bike' }]);
    const other = await create([{ name: 'Kettle' }]);
    const horse = sale.items?.[0]?.id;
    const url = `/api/garage-sales/${sale.id}/items/${horse}`;
    expect((await w.call('PATCH', url, undefined, { sold: true })).statusCode).toBe(401);
    expect((await w.call('PATCH', url, w.other, { sold: true })).statusCode).toBe(403);
    expect(
      (await w.call('PATCH', `/api/garage-sales/${other.id}/items/${horse}`, w.owner, { sold: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await w.call('PATCH', `/api/garage-sales/999999/items/${horse}`, w.owner, { sold: true })).statusCode,
    ).toBe(404);
    expect((await w.call('PATCH', url, w.owner, { sold: 'yes' })).statusCode).toBe(400);
    expect((await itemRows(sale.id))[0]?.sold).toBe(false);

    const marked = await w.call('PATCH', url, w.owner, { sold: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(SaleSchema.parse(marked.json()).items?.[0]).toMatchObject({ name: 'Rocking horse', sold: true });
    // A sold item no longer brings shoppers to the sale, nor shows on its card.
    expect((await storedSale(w, sale.id))?.itemNames).toBe('Bike');
    expect((await listIds('searchTerm=horse')).map((s) => s.id)).toEqual([]);
    expect((await listIds('')).find((s) => s.id === sale.id)?.itemNames).toEqual(['Bike']);

    expect((await w.call('PATCH', url, w.admin, { sold: false })).statusCode).toBe(200);
    expect((await listIds('searchTerm=horse')).map((s) => s.id)).toEqual([sale.id]);
  });

  it('finds a sale by an item’s name on both list paths: this week’s in the app, other windows by statement', async () => {
    const sale = await create([{ name: 'Wooden BASSINET' }, { name: 'Unicycle' }], 0);
    await create([{ name: 'Kettle' }], 0);
    const byItem = [sale.id];
    // This week: made in the app from the week's list (list-filter.ts).
    expect((await listIds('searchTerm=bassinet')).map((s) => s.id)).toEqual(byItem);
    expect((await listIds('when=today&searchTerm=bAsSiNeT')).map((s) => s.id)).toEqual(byItem);
    // A window past this week: the statement and its trigram index.
    const dates = `startDate=${w.day(0)}&endDate=${w.day(30)}`;
    expect((await listIds(`${dates}&searchTerm=bassinet`)).map((s) => s.id)).toEqual(byItem);
    expect((await listIds(`${dates}&searchTerm=wooden bassinet`)).map((s) => s.id)).toEqual(byItem);
    // A term never spans two items.
    expect((await listIds(`${dates}&searchTerm=bassinet unicycle`)).map((s) => s.id)).toEqual([]);
    expect((await listIds('searchTerm=bassinet unicycle')).map((s) => s.id)).toEqual([]);
  });
});
