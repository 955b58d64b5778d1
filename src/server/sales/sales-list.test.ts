import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, SELECTABLE_TIMES, todayIn } from '../../shared/dates';
import { MAX_LIST_RESULTS } from '../../shared/schemas/filters';
import { SaleListSchema, SaleSummaryListSchema, SaleSummarySchema } from '../../shared/schemas/sale';
import { LIST_CACHE_CONTROL } from '../lib/cache-headers';
import { countQueries } from '../test-support/count-queries';
import { insertSaleOn } from '../test-support/sales';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertCategory, insertSale, insertSales, insertUser, type SaleInput } from '../tools/factories';
import { listSaleIds } from './sales.repo';
import { currentWeek, resolveListFilters } from './sales.service';
import { forgetCachedSales } from './sales-cache';

describe.each(engines)('GET /api/garage-sales on %s', (engine) => {
  let today: string;
  const day = (offset: number) => addDaysIso(today, offset);
  const ids: Record<string, number> = {};
  const cat: Record<string, number> = {};

  async function list(query = '') {
    const response = await t.app.inject({ method: 'GET', url: `/api/garage-sales${query}` });
    return {
      response,
      sales: response.statusCode === 200 ? SaleSummaryListSchema.parse(response.json()) : [],
    };
  }
  /** The list with every field of a sale (`?fields=full`). */
  async function fullList(query: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/garage-sales${query}&fields=full` });
    expect(response.statusCode, response.body).toBe(200);
    return SaleListSchema.parse(response.json());
  }
  async function titles(query = '') {
    const { response, sales } = await list(query);
    expect(response.statusCode, response.body).toBe(200);
    return sales.map((sale) => sale.title).sort();
  }

  const t = useTestApp(engine);
  beforeAll(async () => {
    const db = t.database.db;
    today = todayIn(t.config.timeZone);
    const { id: userId } = await insertUser(db, { email: 'seller@example.org' });
    for (const name of ['Toys', 'Books', 'Furniture', 'Tools'])
      cat[name] = await insertCategory(db, { name });
    const base = (title: string, from: number, to: number, extra: Partial<SaleInput> = {}): SaleInput => ({
      userId,
      title,
      address: `${title.length} Plain Road`,
      city: 'Spruce Grove',
      position: { lat: 53.54, lng: -113.9 },
      startDate: day(from),
      endDate: day(to),
      ...extra,
    });
    const sales: SaleInput[] = [
      base('Ends today', -3, 0, { categoryIds: [cat.Toys as number] }),
      base('Ended yesterday', -3, -1),
      base('Starts on the last day', 6, 8, { categoryIds: [cat.Books as number] }),
      base('Starts after the week', 7, 7),
      base('Spans everything', -10, 20),
      base('Hidden sale', 1, 2, { isActive: false }),
      base('Completed sale', 1, 2, { isCompleted: true }),
      base('Oak dresser', 1, 1, {
        city: 'Stony Plain',
        neighborhood: 'Old Town',
        description: 'Solid WOOD furniture',
        categoryIds: [cat.Furniture as number, cat.Tools as number],
      }),
      base('Lego pile', 1, 2, {
        city: 'Stony Plain',
        neighborhood: 'Westview',
        address: '5 Elmwood Avenue',
        categoryIds: [cat.Toys as number, cat.Books as number],
      }),
      base('100% cotton shirts', 2, 2, { address: 'Unit_5 Cedar Close', description: 'back\\slash deals' }),
      base('1000 cotton balls', 2, 2, { address: 'Unit 5 Birch Close' }),
    ];
    for (const sale of sales) ids[sale.title] = await insertSale(db, sale);
  });

  it('lists active, not completed sales overlapping this week by default, edges included', async () => {
    expect(await titles()).toEqual(
      [
        '100% cotton shirts',
        '1000 cotton balls',
        'Ends today',
        'Lego pile',
        'Oak dresser',
        'Spans everything',
        'Starts on the last day',
      ].sort(),
    );
  });

  it('matches sales overlapping an explicit window, and leaves a missing side open', async () => {
    expect(await titles(`?startDate=${day(7)}&endDate=${day(7)}`)).toEqual(
      ['Spans everything', 'Starts after the week', 'Starts on the last day'].sort(),
    );
    expect(await titles(`?startDate=${day(-1)}&endDate=${day(-1)}`)).toEqual(
      ['Ended yesterday', 'Ends today', 'Spans everything'].sort(),
    );
    expect(await titles(`?startDate=${day(8)}`)).toEqual(
      ['Spans everything', 'Starts on the last day'].sort(),
    );
    expect(await titles(`?endDate=${day(-1)}`)).toEqual(
      ['Ended yesterday', 'Ends today', 'Spans everything'].sort(),
    );
  });

  it('filters by city regardless of case, and by neighborhood only within a city', async () => {
    expect(await titles('?city=STONY%20plain')).toEqual(['Lego pile', 'Oak dresser']);
    expect(await titles('?city=Stony%20Plain&neighborhood=old%20town')).toEqual(['Oak dresser']);
    expect(await titles('?city=Spruce%20Grove&neighborhood=Old%20Town')).toEqual([]);
    // Without a city the neighborhood is ignored.
    expect((await titles('?neighborhood=Old%20Town')).length).toBe(7);
    expect(await titles('?city=Nowhere')).toEqual([]);
  });

  it('keeps sales that have any of the chosen categories', async () => {
    expect(await titles(`?categoryIds=${cat.Toys}`)).toEqual(['Ends today', 'Lego pile']);
    expect(await titles(`?categoryIds=${cat.Books},${cat.Furniture}`)).toEqual(
      ['Lego pile', 'Oak dresser', 'Starts on the last day'].sort(),
    );
    expect(await titles(`?categoryIds=999999`)).toEqual([]);
  });

  it('searches title, description and address without regard to case', async () => {
    expect(await titles('?searchTerm=OAK')).toEqual(['Oak dresser']);
    expect(await titles('?searchTerm=solid%20wood')).toEqual(['Oak dresser']);
    expect(await titles('?searchTerm=elmWOOD')).toEqual(['Lego pile']);
    expect(await titles('?searchTerm=%20%20lego%20%20')).toEqual(['Lego pile']);
  });

  it('takes %, _ and \\ in a search term literally', async () => {
    expect(await titles('?searchTerm=100%25')).toEqual(['100% cotton shirts']);
    expect(await titles('?searchTerm=unit_5')).toEqual(['100% cotton shirts']);
    expect(await titles('?searchTerm=%25')).toEqual(['100% cotton shirts']);
    expect(await titles('?searchTerm=k%5Cs')).toEqual(['100% cotton shirts']);
  });

  it('combines filters', async () => {
    expect(await titles(`?city=stony%20plain&categoryIds=${cat.Toys},${cat.Tools}&searchTerm=lego`)).toEqual([
      'Lego pile',
    ]);
  });

  it('sorts by start date, start time, then id', async () => {
    const { sales } = await list(`?startDate=${day(-20)}`);
    const keys = sales.map(
      (sale) => `${sale.startDate} ${sale.startTime} ${String(sale.id).padStart(8, '0')}`,
    );
    expect(keys).toEqual([...keys].sort());
    expect(sales.length).toBe(9);
  });

  it('breaks a tie of start dates by start time, then by id', async () => {
    const { id: userId } = await insertUser(t.database.db, { email: 'sort@example.org' });
    const at = (title: string, startTime: string) =>
      insertSaleOn(t.database.db, userId, day(2), {
        title,
        city: 'Sortville',
        schedule: [{ date: day(2), startTime, endTime: '17:00' }],
      });
    const late = await at('Late riser', '10:00');
    const early = await at('Early bird', '07:00');
    const twin = await at('Late twin', '10:00');
    forgetCachedSales();
    const { sales } = await list('?city=Sortville');
    expect(sales.map((sale) => [sale.id, sale.startTime])).toEqual([
      [early, '07:00'],
      [late, '10:00'],
      [twin, '10:00'],
    ]);
  });

  it('treats empty values as absent', async () => {
    expect(await titles('?city=&neighborhood=&categoryIds=&searchTerm=%20&startDate=&endDate=')).toEqual(
      await titles(),
    );
  });

  it.each([
    ['?categoryIds=abc', 'categoryIds must be a comma-separated list of category ids'],
    ['?categoryIds=1,,2', 'categoryIds must be a comma-separated list of category ids'],
    ['?categoryIds=-1', 'categoryIds must be a comma-separated list of category ids'],
    ['?startDate=2030-13-01', 'That date does not exist'],
    ['?startDate=2030-1-01', 'Use a date in the form YYYY-MM-DD'],
    ['?endDate=2030-02-30', 'That date does not exist'],
    ['?startDate=tomorrow', 'Use a date in the form YYYY-MM-DD'],
    ['?startDate=2030-01-02&endDate=2030-01-01', 'End date must be after or equal to start date'],
    [`?city=${'x'.repeat(101)}`, 'City must be at most 100 characters'],
    [`?city=a&neighborhood=${'x'.repeat(101)}`, 'Neighborhood must be at most 100 characters'],
    [`?searchTerm=${'x'.repeat(201)}`, 'Search term must be at most 200 characters'],
    ['?city=%00', 'Remove the control characters from the text'],
    ['?city=Stony%20Plain&neighborhood=Old%00Town', 'Remove the control characters from the text'],
    ['?searchTerm=lego%00', 'Remove the control characters from the text'],
    ['?startDate=2030-01-01&endDate=2030-04-03', 'Choose a date range of 92 days or less'],
    ['?startDate=2030-01-01&endDate=2031-01-01', 'Choose a date range of 92 days or less'],
    ['?city=a&city=b', ''],
  ])('refuses %s with 400', async (query, message) => {
    const { response } = await list(query);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; issues: unknown[] };
    expect(body.message).toContain(message);
    expect(Array.isArray(body.issues)).toBe(true);
  });

  it('answers with every field of a sale when asked for fields=full', async () => {
    const db = t.database.db;
    const { id: userId } = await insertUser(db, { email: 'shape@example.org' });
    // What is stored comes back as it went in.
    const stored = {
      title: 'Shape sale',
      description: 'Line one\nLine two',
      address: '1 Shape Street',
      city: 'Shapeville',
      neighborhood: 'Centre',
      position: { lat: 53.5, lng: -114.1 },
      startDate: day(1),
      endDate: day(2),
      schedule: [
        { date: day(1), startTime: '09:00', endTime: '17:00' },
        { date: day(2), startTime: '10:00', endTime: '14:00' },
      ],
    };
    const id = await insertSale(db, {
      userId,
      ...stored,
      categoryIds: [cat.Tools as number, cat.Books as number],
      photos: [
        { url: '/uploads/first.jpg' },
        { url: '/uploads/featured.jpg', thumbnailUrl: '/uploads/featured-thumb.webp', isFeatured: true },
      ],
    });
    const plain = await insertSale(db, {
      userId,
      title: 'Plain sale',
      address: '2 Shape Street',
      city: 'Shapeville',
      position: { lat: 53.6, lng: -114.2 },
      startDate: day(3),
      endDate: day(3),
      schedule: 'not json',
      photos: [{ url: '/uploads/one.jpg' }, { url: '/uploads/two.jpg' }],
    });
    const bare = await insertSale(db, {
      userId,
      title: 'Bare sale',
      address: '3 Shape Street',
      city: 'Shapeville',
      position: { lat: 53.7, lng: -114.3 },
      startDate: day(4),
      endDate: day(4),
    });
    forgetCachedSales();
    const sales = await fullList('?city=Shapeville');
    expect(sales).toEqual([
      {
        id,
        ...stored,
        startTime: '09:00',
        endTime: '17:00',
        dateRange: { from: day(1), to: day(2) },
        categories: [
          { id: cat.Books, name: 'Books' },
          { id: cat.Tools, name: 'Tools' },
        ],
        categoryIds: [cat.Books, cat.Tools],
        featuredPhoto: '/uploads/featured.jpg',
        featuredThumbnail: '/uploads/featured-thumb.webp',
        userId,
        isActive: true,
        isCompleted: false,
        postedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}Z$/),
      },
      expect.objectContaining({
        id: plain,
        description: null,
        neighborhood: null,
        // Unparseable scheduleData: the start date with the sale's times (spec §4).
        schedule: [{ date: day(3), startTime: '08:00', endTime: '16:00' }],
        categories: [],
        categoryIds: [],
        featuredPhoto: '/uploads/one.jpg',
        featuredThumbnail: '/uploads/one.jpg',
      }),
      expect.objectContaining({ id: bare, featuredPhoto: null, featuredThumbnail: null }),
    ]);
  });

  it('reads a list in two statements however many sales it holds, and another list of them in one', async () => {
    const queries = countQueries(t.database.db);
    try {
      forgetCachedSales();
      const { sales } = await list(`?startDate=${day(-30)}`);
      expect(sales.length).toBeGreaterThan(10);
      expect(sales.some((sale) => sale.categories.length > 1 && sale.featuredThumbnail)).toBe(true);
      // The ids of its sales, then the sales themselves, all together.
      expect(queries.count).toBe(2);
      // A second identical request is served from the cache.
      await list(`?startDate=${day(-30)}`);
      expect(queries.count).toBe(2);
      // Another filter set over sales already read asks only for its ids, and answers the same sales.
      const { sales: inCity } = await list(`?startDate=${day(-30)}&city=stony%20plain`);
      expect(queries.count).toBe(3);
      expect(inCity.length).toBeGreaterThan(0);
      expect(inCity).toEqual(sales.filter((sale) => sale.city.toLowerCase() === 'stony plain'));
    } finally {
      queries.stop();
    }
  });

  it("makes this week's filtered lists from the week's whole list, with no statement, the same sales as the statement", async () => {
    const filterSets = [
      '?city=STONY%20PLAIN',
      '?city=stony%20plain&neighborhood=old%20town',
      `?categoryIds=${cat.Toys},${cat.Books}`,
      '?searchTerm=wood',
      '?searchTerm=ELMWOOD',
      '?searchTerm=100%25',
      '?searchTerm=unit_5',
      '?searchTerm=back%5Cslash',
      `?city=stony%20plain&categoryIds=${cat.Tools}&searchTerm=furniture`,
      '?when=today',
      '?when=weekend&searchTerm=cotton',
      '?searchTerm=nothing%20holds%20this',
    ];
    const queries = countQueries(t.database.db);
    try {
      forgetCachedSales();
      await list();
      const afterWeek = queries.count;
      const answers = [];
      for (const query of filterSets) answers.push((await list(query)).sales.map((sale) => sale.id));
      expect(queries.count).toBe(afterWeek);
      expect(answers.some((ids) => ids.length > 0)).toBe(true);
      const thisWeek = currentWeek(t.config.timeZone);
      for (const [index, query] of filterSets.entries()) {
        const params = Object.fromEntries(new URLSearchParams(query));
        const filters = resolveListFilters(
          {
            ...params,
            categoryIds: params.categoryIds?.split(',').map(Number),
            when: params.when as 'today' | 'weekend' | undefined,
          },
          thisWeek,
          today,
        );
        expect(answers[index], query).toEqual(await listSaleIds(t.database.db, filters));
      }
    } finally {
      queries.stop();
    }
  });

  it('sends the same answer compressed in the form the client accepts', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/garage-sales' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    for (const [accept, encoding, unpack] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const packed = await t.app.inject({
        method: 'GET',
        url: '/api/garage-sales',
        headers: { 'accept-encoding': accept },
      });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.headers['content-type']).toBe('application/json; charset=utf-8');
      const unpacked = unpack(packed.rawPayload).toString();
      expect(unpacked).toBe(plain.body);
      expect(SaleSummaryListSchema.parse(JSON.parse(unpacked)).length).toBeGreaterThan(0);
    }
  });

  it('answers what a card and a marker show, nothing more, and lets shared caches keep it', async () => {
    forgetCachedSales();
    const { response, sales } = await list(`?startDate=${day(-30)}`);
    expect(response.headers['cache-control']).toBe(LIST_CACHE_CONTROL);
    expect(LIST_CACHE_CONTROL).toMatch(/public/);
    expect(LIST_CACHE_CONTROL).toMatch(/stale-while-revalidate=\d+/);
    expect(sales.length).toBeGreaterThan(5);
    // `event` comes only with a sale of a community sale day (issue 25), `itemNames` only with a sale that
    // lists items (issue 26): none here.
    const summaryKeys = Object.keys(SaleSummarySchema.shape)
      .filter((key) => key !== 'event' && key !== 'itemNames')
      .sort();
    for (const sale of response.json() as Record<string, unknown>[]) {
      expect(Object.keys(sale).sort()).toEqual(summaryKeys);
    }
    expect(summaryKeys).not.toContain('description');
    expect(summaryKeys).not.toContain('schedule');
    const full = await fullList(`?startDate=${day(-30)}`);
    expect(full.map((sale) => sale.id)).toEqual(sales.map((sale) => sale.id));
    expect(response.body.length).toBeLessThan(JSON.stringify(full).length);
  });

  it('answers 304 to a browser that already holds the same list, and 200 once it changed', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/garage-sales' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/garage-sales',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/garage-sales',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('completes a window given by one side to 92 days, and answers 200 for exactly 92 days', async () => {
    const { id: userId } = await insertUser(t.database.db, { email: 'window@example.org' });
    const on = (title: string, from: number, to: number) =>
      insertSaleOn(t.database.db, userId, day(from), { title, city: 'Windowville', endDate: day(to) });
    // Far from this week, so that the other tests' lists do not see them.
    await on('Ends the day before', 148, 149);
    await on('On the first day', 150, 150);
    await on('On day 92', 241, 241);
    await on('On day 93', 242, 243);
    forgetCachedSales();
    expect(await titles(`?city=Windowville&startDate=${day(150)}`)).toEqual([
      'On day 92',
      'On the first day',
    ]);
    expect(await titles(`?city=Windowville&endDate=${day(241)}`)).toEqual(['On day 92', 'On the first day']);
    expect(await titles(`?city=Windowville&endDate=${day(242)}`)).toEqual(['On day 92', 'On day 93']);
    expect(await titles(`?city=Windowville&startDate=${day(150)}&endDate=${day(241)}`)).toEqual([
      'On day 92',
      'On the first day',
    ]);
  });

  it(`answers at most ${MAX_LIST_RESULTS} sales, the first ones in the list's order`, async () => {
    const { id: userId } = await insertUser(t.database.db, { email: 'many@example.org' });
    const times = Array.from(
      { length: MAX_LIST_RESULTS + 5 },
      (_, index) => SELECTABLE_TIMES[(index * 7) % SELECTABLE_TIMES.length] as string,
    );
    const ids = await insertSales(
      t.database.db,
      times.map((startTime, index) => ({
        userId,
        title: `Busy sale ${index}`,
        address: `${index} Busy Street`,
        city: 'Busytown',
        position: { lat: 53.5, lng: -114 },
        startDate: day(400),
        endDate: day(400),
        schedule: [{ date: day(400), startTime, endTime: '20:00' }],
      })),
    );
    const expected = ids
      .map((id, index) => ({ id, startTime: times[index] as string }))
      .sort((a, b) => a.startTime.localeCompare(b.startTime) || a.id - b.id)
      .slice(0, MAX_LIST_RESULTS)
      .map((sale) => sale.id);
    forgetCachedSales();
    const { response, sales } = await list(`?city=Busytown&startDate=${day(400)}`);
    expect(response.statusCode).toBe(200);
    expect(sales.length).toBe(MAX_LIST_RESULTS);
    expect(sales.map((sale) => sale.id)).toEqual(expected);
  });

  it('serves a cached answer until salesChanged() is called', async () => {
    expect(await titles('?city=Cachetown')).toEqual([]);
    const { id: userId } = await insertUser(t.database.db, { email: 'cache@example.org' });
    await insertSaleOn(t.database.db, userId, day(0), { title: 'Fresh sale', city: 'Cachetown' });
    expect(await titles('?city=Cachetown')).toEqual([]);
    forgetCachedSales();
    expect(await titles('?city=Cachetown')).toEqual(['Fresh sale']);
  });

  it(`asks the database for a filtered list when this week's whole list reaches ${MAX_LIST_RESULTS} sales`, async () => {
    const { id: userId } = await insertUser(t.database.db, { email: 'crowd@example.org' });
    const crowd = Array.from({ length: MAX_LIST_RESULTS + 5 }, (_, index) => ({
      userId,
      title: index === MAX_LIST_RESULTS + 2 ? 'The last needle' : `Crowd sale ${index}`,
      address: `${index} Crowd Street`,
      city: 'Crowdtown',
      position: { lat: 53.5, lng: -114 },
      startDate: day(0),
      endDate: day(0),
      // The needle starts last of all, past the week list's cut.
      schedule: [
        { date: day(0), startTime: index === MAX_LIST_RESULTS + 2 ? '19:00' : '07:00', endTime: '20:00' },
      ],
    }));
    await insertSales(t.database.db, crowd);
    forgetCachedSales();
    expect((await list()).sales.length).toBe(MAX_LIST_RESULTS);
    expect(await titles('?searchTerm=needle')).toEqual(['The last needle']);
  });
});
