import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/sessions';
import { useTestApp } from '../test-support/test-app';
import { inlineScriptHashes } from './api-reference';
import { isDocumented } from './openapi';
import { OPERATIONS } from './operations';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: Record<string, string[]>[];
  tags?: string[];
  operationId?: string;
  summary?: string;
}
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

/**
 * Every method and path the app serves, read from printRoutes' tree: each line is a path segment under
 * its parent (4 characters of indentation a level) followed by its methods.
 */
function registeredRoutes(tree: string): { method: string; path: string }[] {
  const parents: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push({ method, path });
  }
  return routes;
}

/** Fastify's `/api/sales/:id` is OpenAPI's `/api/sales/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let document: OpenApiDocument;

  const t = useTestApp('pglite');
  beforeAll(async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it("passes Redocly's lint, recommended-strict ruleset, with no error and no warning", async () => {
    const config = await createConfig({
      extends: ['recommended-strict'],
      rules: {
        // The project states no licence for its API (package.json is private, no LICENSE): the document
        // must not invent one. Every other rule of the strict set applies.
        'info-license': 'off',
      },
    });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: '/api/openapi.json',
      config,
    });
    const listed = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`,
    );
    expect(listed).toEqual([]);
  });

  it('names and sums up every operation from one list, and the list has nothing left over', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
    for (const { key, operation } of operations) {
      expect([operation.operationId, operation.summary], key).toEqual(OPERATIONS[key]);
    }
    expect(Object.keys(OPERATIONS).sort()).toEqual(operations.map(({ key }) => key).sort());
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reads the route list it is checked against (the parser is not reading nothing)', () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    expect(routes).toContainEqual({ method: 'PUT', path: '/api/garage-sales/:id' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/garage-sales/:id/photos' });
    expect(routes).toContainEqual({ method: 'GET', path: '/healthz' });
    expect(routes.length).toBeGreaterThan(60);
  });

  it('describes every /api route the app serves, and nothing else', () => {
    const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
    const served = routes
      .filter((route) => route.method !== 'HEAD' && isDocumented(route.path))
      .map((route) => `${route.method} ${openApiPath(route.path)}`)
      .sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(served.length).toBeGreaterThan(40);
    expect(documented).toEqual(served);
    for (const path of ['/healthz', '/readyz', '/metrics', '/uploads/*', '/api/docs', '/api/openapi.json']) {
      expect(document.paths).not.toHaveProperty(path);
    }
  });

  it("lists each route's declared error statuses as {message, issues?}", () => {
    const statuses = (operation: Operation) => Object.keys(operation.responses).sort().join(' ');
    // sales-write.routes.ts: errorResponses(400, 401, 403, 404, 409).
    const put = document.paths['/api/garage-sales/{id}']?.put as Operation;
    expect(statuses(put)).toBe('200 400 401 403 404 409 413 414 415 431');
    // geocode.routes.ts lists its own.
    const geocode = document.paths['/api/geocode']?.get as Operation;
    expect(statuses(geocode)).toBe('200 400 401 404 429 431 502 504');
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          const schema = response.content?.['application/json']?.schema as
            | { properties?: object }
            | undefined;
          expect(Object.keys(schema?.properties ?? {}), `${method} ${path} ${status}`).toEqual([
            'message',
            'issues',
          ]);
        }
      }
    }
  });

  it('names the session cookie, on the routes that answer 401 without it', () => {
    expect(document.components.securitySchemes.cookieAuth).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: SESSION_COOKIE,
    });
    expect(document.paths['/api/my-sales']?.get?.security).toEqual([{ cookieAuth: [] }]);
    expect(document.paths['/api/admin/users']?.get?.security).toEqual([{ cookieAuth: [] }]);
    // Read when sent, not needed: {} is "no credentials".
    expect(document.paths['/api/auth/login']?.post?.security).toEqual([{}, { cookieAuth: [] }]);
    expect(document.paths['/api/auth/me']?.get?.security).toEqual([{}, { cookieAuth: [] }]);
    // The list never reads the session (the same answer for everyone, decision 0010).
    expect(document.paths['/api/garage-sales']?.get?.security).toEqual([]);
    expect(document.paths['/api/garage-sales']?.get?.tags).toEqual(['garage-sales']);
  });

  const operation = (path: string, method: string) =>
    (document.paths[path]?.[method] ?? {}) as Operation & {
      parameters?: { in: string; name: string; required?: boolean; schema: Record<string, unknown> }[];
      requestBody?: {
        content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }>;
      };
    };

  it('lists the cross-site 403 on every operation the guard checks, and only there', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const guarded = method !== 'get' && path !== '/api/unsubscribe/{token}';
        if (guarded) expect(Object.keys(op.responses), `${method} ${path}`).toContain('403');
      }
    }
    expect(operation('/api/favorites/{id}', 'post').responses['403']).toBeDefined();
    expect(operation('/api/unsubscribe/{token}', 'post').responses['403']).toBeUndefined();
  });

  it("documents who reads the counters (issue 26): My Sales and the admin list, not the sale's detail", () => {
    const answer = (path: string) =>
      JSON.stringify(operation(path, 'get').responses['200']?.content?.['application/json']?.schema ?? null);
    expect(answer('/api/my-sales')).toContain('"stats"');
    expect(answer('/api/admin/sales')).toContain('"stats"');
    expect(answer('/api/garage-sales/{id}')).not.toContain('"stats"');
    // The public number of savers: the same for everyone, read without the session.
    expect(answer('/api/garage-sales/{id}/savers')).toContain('"savers"');
    expect(operation('/api/garage-sales/{id}/savers', 'get').security).toEqual([]);
  });

  it('says what a client sends and gets where JSON is not the whole story', () => {
    for (const [path, method] of [
      ['/api/garage-sales/{id}/calendar.ics', 'get'],
      ['/api/plan/calendar.ics', 'post'],
    ] as const) {
      expect(Object.keys(operation(path, method).responses['200']?.content ?? {})).toEqual(['text/calendar']);
    }
    const upload = operation('/api/garage-sales/{id}/photos', 'post').requestBody?.content;
    expect(Object.keys(upload ?? {})).toEqual(['multipart/form-data']);
    expect(upload?.['multipart/form-data']?.schema.properties.photos).toMatchObject({
      type: 'array',
      maxItems: 5,
      items: { type: 'string', format: 'binary' },
    });
    const sale = operation('/api/garage-sales', 'post').requestBody?.content['application/json'];
    expect(sale?.schema.properties.scheduleData).toMatchObject({
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: { type: 'array', items: { required: ['date', 'startTime', 'endTime'] } },
    });
    const city = operation('/api/neighborhoods', 'get').parameters?.find((p) => p.name === 'city');
    expect(city?.required).toBe(true);
  });

  it('types path ids as integers and lists 414 wherever a path has a parameter', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const params = operation(path, method).parameters?.filter((p) => p.in === 'path') ?? [];
        expect('414' in op.responses, `${method} ${path}`).toBe(params.length > 0);
        expect('431' in op.responses, `${method} ${path}`).toBe(true);
        for (const param of params.filter((p) => /^(id|[a-z]+Id)$/.test(p.name))) {
          expect(param.schema, `${method} ${path}`).toEqual({
            type: 'integer',
            minimum: 1,
            maximum: 2147483647,
          });
        }
      }
    }
  });
});

describe('the API reference page', () => {
  const t = useTestApp('pglite');

  it('serves the reference at /api/docs, reading /api/openapi.json, with its script from this origin', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('/api/openapi.json');
    expect(page.body).toContain('src="js/scalar.js"');
    const script = await t.app.inject({ url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('gives the page a policy of its own that allows its one inline script by hash, and no other', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    const policy = String(page.headers['content-security-policy']);
    const hashes = inlineScriptHashes(page.body);
    expect(hashes).toHaveLength(1);
    expect(policy).toContain(`script-src 'self' ${hashes[0]}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('leaves the site-wide policy of every other page as it was', async () => {
    const site = await t.app.inject({ url: '/api/config' });
    const policy = String(site.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).not.toContain('sha256-');
  });
});
