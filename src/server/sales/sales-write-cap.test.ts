import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test-support/auth';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createSellerWorld } from './sales-write.fixtures';
import { MAX_OPEN_SALES_PER_USER, TOO_MANY_OPEN_SALES_MESSAGE } from './sales-write.service';

describe.each(engines)('the cap on open sales per user on %s', (engine) => {
  const w = useWorld(() => createSellerWorld(engine));

  /** A new seller holding `open` upcoming sales, plus some that do not count (completed, ended). */
  async function sellerWith(open: number) {
    const seller = await createSignedInUser(w.t.database.db);
    for (let i = 0; i < open; i += 1) await w.sale({ userId: seller.id, title: `Open ${i}` });
    await w.sale({ userId: seller.id, title: 'Completed', isCompleted: true });
    await w.sale({ userId: seller.id, title: 'Ended', startDate: w.day(-3), endDate: w.day(-1) });
    return seller;
  }

  it(`refuses the ${MAX_OPEN_SALES_PER_USER + 1}st active or upcoming sale with 400, storing nothing`, async () => {
    const seller = await sellerWith(MAX_OPEN_SALES_PER_USER - 1);
    const last = await w.call('POST', '/api/garage-sales', seller, w.body());
    expect(last.statusCode, last.body).toBe(201);
    const before = await w.saleCount();
    const refused = await w.call('POST', '/api/garage-sales', seller, w.body());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: TOO_MANY_OPEN_SALES_MESSAGE });
    expect(TOO_MANY_OPEN_SALES_MESSAGE).toBe('You can have at most 20 active or upcoming garage sales');
    expect(await w.saleCount()).toBe(before);
    // Completing one makes room again.
    const [open] = (await w.call('GET', '/api/my-sales', seller)).json() as {
      id: number;
      isCompleted: boolean;
    }[];
    expect((await w.call('POST', `/api/garage-sales/${open?.id}/complete`, seller)).statusCode).toBe(200);
    expect((await w.call('POST', '/api/garage-sales', seller, w.body())).statusCode).toBe(201);
  });

  it('lets concurrent creates together pass the cap by none', async () => {
    const seller = await sellerWith(MAX_OPEN_SALES_PER_USER - 2);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => w.call('POST', '/api/garage-sales', seller, w.body())),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 400, 400]);
  });

  it('does not limit administrators', async () => {
    const admin = await createSignedInUser(w.t.database.db, { userType: 'admin' });
    for (let i = 0; i < MAX_OPEN_SALES_PER_USER; i += 1) await w.sale({ userId: admin.id });
    expect((await w.call('POST', '/api/garage-sales', admin, w.body())).statusCode).toBe(201);
  });
});
