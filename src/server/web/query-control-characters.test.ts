import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/schemas/common';
import { createSignedInUser } from '../test-support/auth';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';

/**
 * Every query string with free text refuses control characters with a 400 that says so: a NUL reaching
 * PostgreSQL is a 500 (GET /api/admin/sales?q=%00 was one), and no search or name needs any of them.
 */
interface TextQuery {
  path: string;
  /** The schema the route declares as its querystring (the guard below finds them in the routes). */
  schema: string;
  /** The free-text parameters. */
  params: string[];
  /** Valid values for the others, so that only the parameter under test is wrong. */
  valid: Record<string, string>;
  as: 'guest' | 'user' | 'admin';
}

const TEXT_QUERIES: TextQuery[] = [
  {
    path: '/api/garage-sales',
    schema: 'ListQuerySchema',
    params: ['city', 'neighborhood', 'searchTerm'],
    valid: { city: 'Stony Plain' },
    as: 'guest',
  },
  { path: '/api/neighborhoods', schema: 'NeighborhoodQuerySchema', params: ['city'], valid: {}, as: 'guest' },
  {
    path: '/api/geocode',
    schema: 'GeocodeQuerySchema',
    params: ['address', 'city'],
    valid: { address: '4910 51 Avenue', city: 'Stony Plain' },
    as: 'user',
  },
  { path: '/api/admin/sales', schema: 'AdminSalesQuerySchema', params: ['q'], valid: {}, as: 'admin' },
  { path: '/api/admin/outbox', schema: 'OutboxQuerySchema', params: ['q'], valid: {}, as: 'admin' },
];

/**
 * Querystrings with no free text: each value is one of a list (a language) or digits (a sale's id), so
 * nothing else gets in.
 */
const CHOICE_QUERIES = ['SaleCalendarQuerySchema', 'SignQuerySchema', 'JoinableQuerySchema'];

/** NUL, other C0 controls (line breaks and tabs inside the text too) and DEL. */
const CONTROLS = ['%00', '%01', '%08', '%09', '%0A', '%0D', '%1B', '%1F', '%7F'];

const CASES = TEXT_QUERIES.flatMap((query) =>
  query.params.flatMap((param) => CONTROLS.map((control) => ({ ...query, param, control }))),
);

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name.endsWith('.routes.ts') ? [full] : [];
  });
}

describe('the list of text queries', () => {
  it('names every querystring schema a route declares', () => {
    const declared = routeFiles(path.resolve(__dirname, '..')).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/querystring:\s*(\w+)/g)].map((match) => match[1]),
    );
    expect(declared.length).toBeGreaterThan(0);
    expect([...new Set(declared)].sort()).toEqual(
      [...TEXT_QUERIES.map((query) => query.schema), ...CHOICE_QUERIES].sort(),
    );
  });
});

describe.each(engines)('control characters in query strings on %s', (engine) => {
  const t = useTestApp(engine);

  it.each(CASES)(
    '$path refuses $param holding $control with 400',
    async ({ path: url, param, valid, as, control }) => {
      // A fresh account each time: the geocoder's per-user rate limit must not answer first.
      const cookie =
        as === 'guest'
          ? undefined
          : (await createSignedInUser(t.database.db, { userType: as === 'admin' ? 'admin' : 'user' })).cookie;
      const query = Object.entries({ ...valid, [param]: `Main${control}Street` })
        .map(([name, value]) => `${name}=${value.replaceAll(' ', '%20')}`)
        .join('&');
      const response = await t.app.inject({
        method: 'GET',
        url: `${url}?${query}`,
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({
        message: CONTROL_CHARACTERS_MESSAGE,
        issues: [{ path: param, message: CONTROL_CHARACTERS_MESSAGE }],
      });
    },
  );

  it('answers the admin search with a bare NUL as 400, not 500', async () => {
    const admin = await createSignedInUser(t.database.db, { userType: 'admin' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/sales?q=%00',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});
