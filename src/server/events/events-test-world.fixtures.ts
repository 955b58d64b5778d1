import type { LightMyRequestResponse } from 'fastify';
import { createSellerWorld, type SellerWorld } from '../sales/sales-write.fixtures';
import { createSignedInUser, type SignedInUser } from '../test-support/auth';
import type { Engine } from '../test-support/test-database';

/** The seller's world (sales-write.fixtures) with an organizer and a PATCH-capable call, for the event calls. */
export interface EventWorld extends SellerWorld {
  organizer: SignedInUser;
  send: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    as?: SignedInUser,
    payload?: unknown,
  ) => Promise<LightMyRequestResponse>;
  /** A valid POST /api/admin/events body: one day `offset` days ahead, registration open now. */
  eventBody: (slug: string, overrides?: Record<string, unknown>, offset?: number) => Record<string, unknown>;
}

export async function createEventWorld(engine: Engine): Promise<EventWorld> {
  const world = await createSellerWorld(engine);
  const organizer = await createSignedInUser(world.t.database.db);
  return {
    ...world,
    organizer,
    send: (method, url, as, payload) =>
      world.t.app.inject({
        method,
        url,
        headers: as ? { cookie: as.cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    eventBody: (slug, overrides = {}, offset = 5) => ({
      name: `Sale day ${slug}`,
      slug,
      dates: [{ date: world.day(offset), startTime: '08:00', endTime: '16:00' }],
      cityIds: [],
      registrationOpensAt: new Date(Date.now() - 86_400_000).toISOString(),
      registrationClosesAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      ...overrides,
    }),
  };
}
