import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { exampleSaleWrite } from '../../shared/schemas/sale-form';
import { mailOutbox, users } from '../db/schema';
import { createSignedInUser } from '../test-support/auth';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertCategory, insertCity } from '../tools/factories';

describe.each(engines)('the notification scheduler in the app on %s', (engine) => {
  const t = useTestApp(engine, {}, undefined, {
    notifications: { tickMs: 25, changeQuietMs: 0, digestHour: 8 },
  });

  it('runs by itself once the app is ready: a change to a favourite becomes a notice with no one ticking', async () => {
    const db = t.database.db;
    await insertCity(db, { name: 'Stony Plain' });
    const category = await insertCategory(db, { name: 'Toys' });
    const seller = await createSignedInUser(db);
    const fan = await createSignedInUser(db);
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, fan.id));
    const body = exampleSaleWrite(addDaysIso(todayIn(t.config.timeZone), 2), { categoryIds: [category] });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/garage-sales',
      headers: { cookie: seller.cookie },
      payload: body,
    });
    const id: number = created.json().id;
    await t.app.inject({ method: 'POST', url: `/api/favorites/${id}`, headers: { cookie: fan.cookie } });
    await t.app.inject({
      method: 'PUT',
      url: `/api/garage-sales/${id}`,
      headers: { cookie: seller.cookie },
      payload: { ...body, address: '77 Moved Street' },
    });
    const deadline = Date.now() + 10_000;
    let mail: unknown[] = [];
    while (mail.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      mail = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, fan.email));
    }
    expect(mail).toHaveLength(1);
  });
});
