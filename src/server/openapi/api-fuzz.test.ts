import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { exampleSaleWrite } from '../../shared/schemas/sale-form';
import { createSignedInUser, type SignedInUser, sessionCookie } from '../test-support/auth';
import { startTestGeocoder, type TestGeocoder } from '../test-support/geocoder-server';
import { arbitraryFor, type JsonSchema, wildValueFor } from '../test-support/json-schema-arbitrary';
import { insertSaleOn } from '../test-support/sales';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { insertCategory, insertCity, insertNeighborhood } from '../tools/factories';

/** Requests per operation and viewer: about 45 operations × 3 viewers × 24 takes some 15 s on PGlite. */
const RUNS = 24;

type Role = 'guest' | 'user' | 'admin';
const ROLES: Role[] = ['guest', 'user', 'admin'];

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** The statuses the document lists for it. */
  statuses: string[];
}
interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses: Record<string, unknown>;
      }
    >
  >;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json']?.schema,
      statuses: Object.keys(operation.responses),
    })),
  );
}

interface FuzzRequest {
  url: string;
  query: Record<string, string>;
  /** undefined: no body; a string: sent as it is, as JSON (malformed on purpose). */
  body: unknown;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Ids that name rows (so requests reach the services' rules), ids that do not, and text that is no id. */
function pathValue(knownIds: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownIds).map(String) },
    { weight: 2, arbitrary: fc.nat({ max: 2_000_000_000 }).map(String) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('0', '-1', '1e3', '1.5', '99999999999999999999', ' 1', 'x'.repeat(250)),
    },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 30 }) },
  );
}

/**
 * A request to `operation`: half the time every value fits its schema (so requests get past validation
 * and reach the services' rules), half the time any value may be anything, or malformed JSON.
 */
function requestFor(
  operation: Operation,
  knownIds: number[],
  example: Record<string, unknown> | undefined,
): fc.Arbitrary<FuzzRequest> {
  const pathParams = operation.parameters.filter((p) => p.in === 'path');
  const queryParams = operation.parameters.filter((p) => p.in === 'query');
  const path = fc
    .tuple(...pathParams.map(() => pathValue(knownIds)))
    .map((values) =>
      pathParams.reduce(
        (url, param, index) => url.replace(`{${param.name}}`, encodeURIComponent(values[index] as string)),
        operation.path,
      ),
    );
  const build = (valueFor: (schema: JsonSchema) => fc.Arbitrary<unknown>, body: fc.Arbitrary<unknown>) => {
    const queryModel = Object.fromEntries(
      queryParams.map((param) => [param.name, valueFor(param.schema).map(asText)]),
    );
    const query = fc.record(queryModel, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
    return fc.record({ url: path, query, body });
  };
  const schema = operation.body;
  const fitting = build(arbitraryFor, schema ? arbitraryFor(schema) : fc.constant(undefined));
  const wildBody = schema
    ? fc.oneof(
        { weight: 4, arbitrary: wildValueFor(schema) },
        { weight: 1, arbitrary: fc.constant(undefined) },
        { weight: 1, arbitrary: fc.constantFrom('{"title":', '[1,2', 'null', '"text"') },
      )
    : fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined, freq: 4 });
  const wild = build(wildValueFor, wildBody);
  if (!example || !schema?.properties) return fc.oneof(fitting, wild);
  return fc.oneof(fitting, wild, build(arbitraryFor, mutationsOf(example, schema.properties)));
}

/**
 * A known good body with some of its fields replaced by generated ones: bodies whose fields depend on
 * each other (a sale's end after its start, its schedule within its dates) seldom pass when every field
 * is generated, and then the services' rules are never reached.
 */
function mutationsOf(example: Record<string, unknown>, properties: Record<string, JsonSchema>) {
  return fc
    .subarray(Object.keys(properties), { maxLength: 3 })
    .chain((keys) =>
      fc.record(Object.fromEntries(keys.map((key) => [key, arbitraryFor(properties[key] ?? {})]))),
    )
    .map((changes) => ({ ...example, ...changes }));
}

describe.each(engines)('the API under generated requests on %s', (engine) => {
  let geocoder: TestGeocoder;
  let t: TestApp;
  let operations: Operation[];
  let knownIds: number[];
  let examples: Record<string, Record<string, unknown>>;
  const accounts: Partial<Record<Role, SignedInUser>> = {};

  /** A fresh session per request: a fuzzed logout or account deletion must not end the viewer for good. */
  async function cookieFor(role: Role): Promise<string | undefined> {
    if (role === 'guest') return undefined;
    const db = t.database.db;
    const account = accounts[role] as SignedInUser;
    try {
      return await sessionCookie(db, account.id);
    } catch {
      // The administrator fuzzing DELETE /api/admin/users/:id removed this account: make another.
      accounts[role] = await createSignedInUser(db, role === 'admin' ? { userType: 'admin' } : {});
      return sessionCookie(db, (accounts[role] as SignedInUser).id);
    }
  }

  /** Rows the fuzzing creates become ids later operations ask for. */
  function rememberId(response: LightMyRequestResponse): void {
    if (response.statusCode !== 201 || knownIds.length > 40) return;
    const id = (JSON.parse(response.body) as { id?: unknown } | null)?.id;
    if (typeof id === 'number') knownIds.push(id);
  }

  async function send(
    operation: Operation,
    role: Role,
    request: FuzzRequest,
  ): Promise<LightMyRequestResponse> {
    const cookie = await cookieFor(role);
    const headers: Record<string, string> = cookie ? { cookie } : {};
    let payload: string | undefined;
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
    }
    return t.app.inject({
      method: operation.method as 'GET',
      url: request.url,
      query: request.query,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  }

  beforeAll(async () => {
    geocoder = await startTestGeocoder();
    t = await createTestApp(engine, { GEOCODER_URL: geocoder.url }, undefined, { geocoderIntervalMs: 0 });
    const db = t.database.db;
    accounts.user = await createSignedInUser(db);
    accounts.admin = await createSignedInUser(db, { userType: 'admin' });
    const today = todayIn(t.config.timeZone);
    const categoryId = await insertCategory(db, { name: 'Tools' });
    const cityId = await insertCity(db, { name: 'Stony Plain' });
    const neighborhoodId = await insertNeighborhood(db, { cityId, name: 'Old Town' });
    const saleId = await insertSaleOn(db, accounts.user.id, today, {
      title: 'Fuzzed sale',
      categoryIds: [categoryId],
      photos: [{ url: '/uploads/fuzz.jpg', isFeatured: true }],
    });
    const sale = exampleSaleWrite(addDaysIso(today, 1), { categoryIds: [categoryId] });
    examples = { 'POST /api/garage-sales': sale, 'PUT /api/garage-sales/{id}': sale };
    knownIds = [1, 2, accounts.user.id, accounts.admin.id, categoryId, cityId, neighborhoodId, saleId];
    operations = operationsOf((await t.app.inject({ url: '/api/openapi.json' })).json());
  });
  afterAll(async () => {
    await t?.close();
    await geocoder?.close();
  });

  it('answers every /api operation without a 5xx and only with statuses the document lists, as a guest, a user and an admin', async () => {
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    const undocumented = new Set<string>();
    for (const operation of operations) {
      for (const role of ROLES) {
        try {
          await fc.assert(
            fc.asyncProperty(
              requestFor(operation, knownIds, examples[`${operation.method} ${operation.path}`]),
              async (request) => {
                const response = await send(operation, role, request);
                rememberId(response);
                if (!operation.statuses.includes(String(response.statusCode))) {
                  undocumented.add(`${operation.method} ${operation.path} ${response.statusCode}`);
                }
                if (response.statusCode >= 500) {
                  throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
                }
              },
            ),
            { numRuns: RUNS, endOnFailure: true },
          );
        } catch (error) {
          const lines = String((error as Error).message)
            .split('\n')
            .slice(0, 8);
          failures.push(`${role} ${operation.method} ${operation.path}:\n${lines.join('\n')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect([...undocumented].sort()).toEqual([]);
    // Each operation runs RUNS requests as three roles: the budget grows with the document (issue 25 added 18).
  }, 240_000);
});
