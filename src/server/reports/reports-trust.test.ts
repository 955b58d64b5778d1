import { beforeAll, describe, expect, it } from 'vitest';
import { ReportedSaleListSchema } from '../../shared/schemas/reports';
import { forgetCachedSales } from '../sales/sales-cache';
import { createAgedUser, createSignedInUser, type SignedInUser } from '../test-support/auth';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createSeoWorld } from '../web/seo.fixtures';

/**
 * Issue 21's review: three accounts registered a moment earlier hid any sale. Only confirmed accounts older
 * than REPORTER_MIN_AGE_DAYS (7) count toward REPORTS_TO_HIDE (3); every report still reaches the admins.
 * Once hidden, a sale is gone from every public place: the list, its page, favourites and their ids, its
 * photo list, its city's page and the sitemap.
 */
describe.each(engines)('whose reports hide a sale, on %s', (engine) => {
  let admin: SignedInUser;

  const w = useWorld(() => createSeoWorld(engine, { PUBLIC_URL: 'https://sales.example.org' }));
  beforeAll(async () => {
    admin = await createSignedInUser(w.t.database.db, { userType: 'admin' });
  });

  const db = () => w.t.database.db;
  /** An account made `ageDays` ago, its address confirmed or not. */
  const reporter = (ageDays: number, confirmed: boolean) => createAgedUser(db(), { ageDays, confirmed });
  const call = (method: 'GET' | 'POST', url: string, as?: SignedInUser, payload?: object) =>
    w.t.app.inject({
      method,
      url,
      headers: as ? { cookie: as.cookie } : {},
      ...(payload ? { payload } : {}),
    });
  const report = async (saleId: number, as: SignedInUser) =>
    expect(
      (await call('POST', `/api/garage-sales/${saleId}/reports`, as, { reason: 'Other' })).statusCode,
    ).toBe(201);
  const sale = async (title: string) => {
    const id = await w.sale({ title, photos: [{ url: `/uploads/${title.replace(/\W/g, '')}.jpg` }] });
    forgetCachedSales();
    return id;
  };
  const listed = async (id: number) =>
    (await call('GET', '/api/garage-sales')).json().some((s: { id: number }) => s.id === id);
  const reportsOn = async (id: number) => {
    const queue = ReportedSaleListSchema.parse((await call('GET', '/api/admin/reports', admin)).json());
    return queue.find((entry) => entry.saleId === id);
  };

  it('counts no report from an account made moments ago or unconfirmed, yet lists each for the admins', async () => {
    const id = await sale('Targeted sale');
    const throwaways = [
      await reporter(0, false),
      await reporter(0, false),
      await reporter(0, false),
      await reporter(0, true),
      await reporter(6, true),
      await reporter(30, false),
    ];
    for (const person of throwaways) await report(id, person);
    expect(await listed(id)).toBe(true);
    expect((await call('GET', `/api/garage-sales/${id}`)).statusCode).toBe(200);
    const queued = await reportsOn(id);
    expect(queued?.underReview).toBe(false);
    expect(queued?.reports).toHaveLength(throwaways.length);
  });

  it('is hidden everywhere by three confirmed accounts a week old; its seller and admins still see its photos', async () => {
    const title = 'Reported by neighbours';
    const id = await sale(title);
    const fan = await reporter(0, false);
    expect((await call('POST', `/api/favorites/${id}`, fan)).statusCode).toBe(204);
    const everywhere = async () => ({
      list: await listed(id),
      page: (await call('GET', `/api/garage-sales/${id}`)).statusCode,
      photos: (await call('GET', `/api/garage-sales/${id}/photos`)).statusCode,
      fansPhotos: (await call('GET', `/api/garage-sales/${id}/photos`, fan)).statusCode,
      favouriteIds: (await call('GET', '/api/favorites/ids', fan)).json().saleIds.includes(id),
      favourites: (await call('GET', '/api/favorites', fan)).json().some((s: { id: number }) => s.id === id),
      cityPage: (await call('GET', '/garage-sales/in/stony-plain')).body.includes(title),
      sitemap: (await call('GET', '/sitemap.xml')).body.includes(`/garage-sales/${id}<`),
    });
    const shown = {
      list: true,
      page: 200,
      photos: 200,
      fansPhotos: 200,
      favouriteIds: true,
      favourites: true,
      cityPage: true,
      sitemap: true,
    };
    expect(await everywhere()).toEqual(shown);

    await report(id, await reporter(8, true));
    await report(id, await reporter(30, true));
    expect(await everywhere()).toEqual(shown);
    await report(id, await reporter(7.01, true));
    expect(await everywhere()).toEqual({
      list: false,
      page: 404,
      photos: 404,
      fansPhotos: 404,
      favouriteIds: false,
      favourites: false,
      cityPage: false,
      sitemap: false,
    });
    expect((await reportsOn(id))?.underReview).toBe(true);
    // Its seller (editing it) and the administrators (reviewing it) still read its photos.
    expect((await call('GET', `/api/garage-sales/${id}/photos`, w.owner)).json()).toHaveLength(1);
    const adminsView = await call('GET', `/api/garage-sales/${id}/photos`, admin);
    expect(adminsView.statusCode).toBe(200);
    expect(adminsView.headers['cache-control']).toBe('private, no-cache');

    // Dismissed: back everywhere, the fan's heart included (the favourite was kept).
    expect((await call('POST', `/api/admin/reports/${id}/dismiss`, admin)).statusCode).toBe(200);
    expect(await everywhere()).toEqual(shown);
  });

  it('counts confirmed accounts of any age when REPORTER_MIN_AGE_DAYS is 0', async () => {
    const app = await w.appWith({ REPORTER_MIN_AGE_DAYS: '0', PUBLIC_URL: 'https://sales.example.org' });
    expect(app.config.reporterMinAgeDays).toBe(0);
    const id = await sale('Fresh reporters');
    for (let n = 0; n < 3; n += 1) {
      const person = await reporter(0, true);
      const response = await app.inject({
        method: 'POST',
        url: `/api/garage-sales/${id}/reports`,
        headers: { cookie: person.cookie },
        payload: { reason: 'Other' },
      });
      expect(response.statusCode).toBe(201);
    }
    expect((await reportsOn(id))?.underReview).toBe(true);
  });
});
