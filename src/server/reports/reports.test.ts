import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '../../shared/dates';
import { MySaleListSchema } from '../../shared/schemas/events-admin';
import {
  ALREADY_REPORTED,
  OWN_SALE_REPORT,
  REPORT_REASON_MESSAGE,
  REPORT_THANKS,
  REPORTS_DISMISSED,
  ReportedSaleListSchema,
} from '../../shared/schemas/reports';
import { SaleSummaryListSchema } from '../../shared/schemas/sale';
import { saleReports } from '../db/schema';
import { forgetCachedSales } from '../sales/sales-cache';
import { createAgedUser, createSignedInUser, type SignedInUser, useSignedInUser } from '../test-support/auth';
import { insertSaleOn } from '../test-support/sales';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { REPORT_THROTTLE_MESSAGE, REPORTS_PER_HOUR } from './reports.routes';

describe.each(engines)('reports from the community on %s', (engine) => {
  let today: string;

  const t = useTestApp(engine);
  const seller = useSignedInUser(t);
  const admin = useSignedInUser(t, { userType: 'admin' });
  beforeAll(async () => {
    today = todayIn(t.config.timeZone);
  });

  // Written behind the app's back, so the list cache is told, as the app's own writes do.
  const sale = async (title: string) => {
    const id = await insertSaleOn(t.database.db, seller.id, today, { title });
    forgetCachedSales();
    return id;
  };
  const report = (saleId: number, as: SignedInUser | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/garage-sales/${saleId}/reports`,
      headers: as ? { cookie: as.cookie } : {},
      payload: payload as object,
    });
  const get = (url: string, as?: SignedInUser) =>
    t.app.inject({ method: 'GET', url, headers: as ? { cookie: as.cookie } : {} });
  const listedIds = async () =>
    SaleSummaryListSchema.parse((await get('/api/garage-sales')).json()).map((s) => s.id);
  const storedReports = (saleId: number) =>
    t.database.db.select().from(saleReports).where(eq(saleReports.saleId, saleId));

  it('refuses guests, bad reasons, long or control-character details, and changes nothing', async () => {
    const id = await sale('Validated');
    const reporter = await createSignedInUser(t.database.db);
    const guest = await report(id, undefined, { reason: 'Other' });
    expect(guest.statusCode).toBe(401);

    const noReason = await report(id, reporter, { details: 'x' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain(REPORT_REASON_MESSAGE);
    const unknownReason = await report(id, reporter, { reason: 'Boring' });
    expect(unknownReason.json().message).toContain(REPORT_REASON_MESSAGE);
    const long = await report(id, reporter, { reason: 'Other', details: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Details must be at most 500 characters');
    const nul = await report(id, reporter, { reason: 'Other', details: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toContain('Remove the control characters from the text');
    expect(await storedReports(id)).toEqual([]);

    expect((await report(999_999, reporter, { reason: 'Other' })).statusCode).toBe(404);
    const own = await report(id, seller, { reason: 'Other' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(OWN_SALE_REPORT);
    expect(await storedReports(id)).toEqual([]);
  });

  it('takes one report per person per sale, with an optional note of at most 500 characters', async () => {
    const id = await sale('Once each');
    const reporter = await createSignedInUser(t.database.db);
    const first = await report(id, reporter, { reason: 'Spam or scam', details: 'x'.repeat(500) });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: REPORT_THANKS });
    const again = await report(id, reporter, { reason: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_REPORTED);
    const stored = await storedReports(id);
    expect(stored.map((r) => [r.reporterId, r.reason, r.details?.length])).toEqual([
      [reporter.id, 'Spam or scam', 500],
    ]);
    // One report is not enough to hide a sale.
    expect(await listedIds()).toContain(id);
  });

  it('hides a sale after three people report it, shows it to its seller and admins, and lists it again on dismissal', async () => {
    const id = await sale('Reported three times');
    const other = await sale('Not reported');
    // Confirmed accounts older than a week: only theirs count toward hiding (reports-trust.test.ts).
    const reporters = [
      await createAgedUser(t.database.db),
      await createAgedUser(t.database.db),
      await createAgedUser(t.database.db),
    ];
    expect((await report(id, reporters[0], { reason: 'Not a garage sale' })).statusCode).toBe(201);
    expect(
      (await report(id, reporters[1], { reason: 'Offensive or unsafe', details: 'Rude' })).statusCode,
    ).toBe(201);
    expect(await listedIds()).toContain(id);
    expect((await report(id, reporters[2], { reason: 'Other' })).statusCode).toBe(201);

    // Hidden from the public list, from a guest's and a stranger's detail, and from favourites.
    expect(await listedIds()).not.toContain(id);
    expect(await listedIds()).toContain(other);
    expect((await get(`/api/garage-sales/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/garage-sales/${id}`, reporters[0])).statusCode).toBe(404);
    // Its seller sees it under review on My Sales and can still open it; so can an administrator.
    const mine = MySaleListSchema.parse((await get('/api/my-sales', seller)).json());
    expect(mine.find((s) => s.id === id)?.underReview).toBe(true);
    expect(mine.find((s) => s.id === other)?.underReview).toBe(false);
    const sellersView = await get(`/api/garage-sales/${id}`, seller);
    expect(sellersView.statusCode).toBe(200);
    expect(sellersView.json()).toMatchObject({ id, underReview: true, isMine: true });
    expect((await get(`/api/garage-sales/${id}`, admin)).statusCode).toBe(200);

    // The Reports screen lists it first, with its three reports and who made them.
    const screen = await get('/api/admin/reports', admin);
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['cache-control']).toBe('no-store');
    const reported = ReportedSaleListSchema.parse(screen.json());
    const entry = reported.find((r) => r.saleId === id);
    expect(reported[0]?.underReview).toBe(true);
    expect(entry).toMatchObject({
      title: 'Reported three times',
      sellerEmail: seller.email,
      underReview: true,
    });
    expect(entry?.reports.map((r) => [r.reason, r.details, r.reporterEmail])).toEqual([
      ['Not a garage sale', null, reporters[0]?.email],
      ['Offensive or unsafe', 'Rude', reporters[1]?.email],
      ['Other', null, reporters[2]?.email],
    ]);

    // Dismissed: listed again, gone from the screen, and the same people cannot report it again.
    const dismiss = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/dismiss`,
      headers: { cookie: admin.cookie },
    });
    expect(dismiss.statusCode).toBe(200);
    expect(dismiss.json()).toEqual({ message: REPORTS_DISMISSED });
    expect(await listedIds()).toContain(id);
    const after = ReportedSaleListSchema.parse((await get('/api/admin/reports', admin)).json());
    expect(after.map((r) => r.saleId)).not.toContain(id);
    expect((await report(id, reporters[0], { reason: 'Other' })).statusCode).toBe(409);
    // A new reporter starts a new count: one report does not hide it again.
    expect((await report(id, await createAgedUser(t.database.db), { reason: 'Other' })).statusCode).toBe(201);
    expect(await listedIds()).toContain(id);
  });

  it('removing a reported sale goes through moderation and takes its reports with it', async () => {
    const id = await sale('Removed after reports');
    await report(id, await createSignedInUser(t.database.db), { reason: 'Spam or scam' });
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/sales/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removal.statusCode).toBe(200);
    expect(await storedReports(id)).toEqual([]);
    const reported = ReportedSaleListSchema.parse((await get('/api/admin/reports', admin)).json());
    expect(reported.map((r) => r.saleId)).not.toContain(id);
  });

  it('keeps the Reports screen and dismissal for administrators', async () => {
    const user = await createSignedInUser(t.database.db);
    expect((await get('/api/admin/reports')).statusCode).toBe(401);
    expect((await get('/api/admin/reports', user)).statusCode).toBe(403);
    const id = await sale('Not for users to dismiss');
    const asUser = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/dismiss`,
      headers: { cookie: user.cookie },
    });
    expect(asUser.statusCode).toBe(403);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reports/999999/dismiss',
      headers: { cookie: admin.cookie },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('throttles one person to a number of reports an hour', async () => {
    const reporter = await createSignedInUser(t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i += 1) {
      statuses.push((await report(await sale(`Throttle ${i}`), reporter, { reason: 'Other' })).statusCode);
    }
    expect(statuses.slice(0, REPORTS_PER_HOUR).every((status) => status === 201)).toBe(true);
    expect(statuses[REPORTS_PER_HOUR]).toBe(429);
    const next = await report(await sale('Throttle last'), reporter, { reason: 'Other' });
    expect(next.json().message).toBe(REPORT_THROTTLE_MESSAGE);
    // Someone else is not held back by it.
    const fresh = await report(await sale('Other reporter'), await createSignedInUser(t.database.db), {
      reason: 'Other',
    });
    expect(fresh.statusCode).toBe(201);
  });
});
