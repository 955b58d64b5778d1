import { execFile } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, todayIn } from '../../shared/dates';
import { garageSales } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { insertCategory, insertCity, insertUser } from '../tools/factories';

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, '../../..');
/** The generator and the scenario (a workspace of its own: openapi-typescript needs TypeScript 5's API). */
const CLIENT_DIR = path.join(ROOT, 'tests/openapi-client');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/** Lines a typed client must refuse: each is a mistake the old document let through or could not type. */
const MISUSE = `import createClient from 'openapi-fetch';
import type { paths } from './api';
const client = createClient<paths>({ baseUrl: 'http://127.0.0.1' });
// A path id is an integer.
await client.GET('/api/garage-sales/{id}', { params: { path: { id: '12' } } });
// The upload's body is its form's fields, not a FormData of anything.
await client.POST('/api/garage-sales/{id}/photos', { params: { path: { id: 1 } }, body: new FormData() });
// The neighborhoods of no city cannot be asked for.
await client.GET('/api/neighborhoods', {});
// The calendar is text/calendar: there is no JSON answer to read.
const calendar = await client.GET('/api/garage-sales/{id}/calendar.ics', { params: { path: { id: 1 } } });
calendar.data?.toFixed();
`;

describe('a client generated from the OpenAPI document', () => {
  let t: TestApp;
  let baseUrl: string;
  let dir: string;
  let categoryId: number;
  const email = `generated-client-${process.pid}@example.org`;
  const password = 'Generated123';

  beforeAll(async () => {
    t = await createTestApp('pglite', {}, async ({ db }) => {
      await insertCity(db, { name: 'Stony Plain' });
      categoryId = await insertCategory(db, { name: 'Tools' });
      await insertUser(db, { email, password });
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-client-'));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("types a seller's visit (log in, create, photo, list, favourite, plan, calendars, delete) and runs it", async () => {
    // The live document, from the listening app.
    const answer = await fetch(`${baseUrl}/api/openapi.json`);
    expect(answer.status).toBe(200);
    fs.writeFileSync(path.join(dir, 'openapi.json'), await answer.text());
    await run(process.execPath, [
      path.join(CLIENT_DIR, 'generate.mjs'),
      path.join(dir, 'openapi.json'),
      path.join(dir, 'api.d.ts'),
    ]);
    expect(fs.readFileSync(path.join(dir, 'api.d.ts'), 'utf8')).toContain('"/api/garage-sales/{id}/photos"');

    // The scenario and the mistakes, typechecked together by the project's tsc against those types.
    fs.copyFileSync(path.join(CLIENT_DIR, 'seller-scenario.ts'), path.join(dir, 'seller-scenario.ts'));
    fs.writeFileSync(path.join(dir, 'misuse.ts'), MISUSE);
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    fs.writeFileSync(
      path.join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2023',
          lib: ['ES2023', 'DOM'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          strict: true,
          noUncheckedIndexedAccess: true,
          verbatimModuleSyntax: true,
          erasableSyntaxOnly: true,
          skipLibCheck: true,
          noEmit: true,
          types: ['node'],
        },
        files: ['seller-scenario.ts', 'misuse.ts'],
      }),
    );
    const typecheck = await run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: dir }).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    const errors = typecheck.split('\n').filter((line) => /error TS\d+/.test(line));
    expect(
      errors.filter((line) => !line.startsWith('misuse.ts')),
      typecheck,
    ).toEqual([]);
    const misuseLines = new Set(errors.map((line) => Number(/^misuse\.ts\((\d+),/.exec(line)?.[1])));
    expect(
      [...misuseLines].sort((a, b) => a - b),
      typecheck,
    ).toEqual([5, 7, 9, 12]);

    // The scenario, run by node (its types stripped) against the app.
    const photo = path.join(dir, 'garage.jpg');
    await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      .jpeg()
      .toFile(photo);
    const day = addDaysIso(todayIn(t.config.timeZone), 1);
    const scenario = await run(
      process.execPath,
      [
        path.join(dir, 'seller-scenario.ts'),
        baseUrl,
        email,
        password,
        photo,
        'Stony Plain',
        String(categoryId),
        day,
      ],
      { cwd: dir },
    ).catch((error: { stdout: string; stderr: string }) => {
      throw new Error(`the scenario failed:\n${error.stdout}\n${error.stderr}`);
    });
    const result = JSON.parse(scenario.stdout.trim().split('\n').at(-1) ?? '{}') as {
      saleId: number;
      steps: string[];
    };
    expect(result.steps).toEqual([
      'logged in',
      `created sale ${result.saleId}`,
      'uploaded a photo',
      'listed with filters',
      'favourited',
      expect.stringMatching(/^planned: arrive \d\d:\d\d$/),
      'calendars',
      'deleted',
    ]);
    const rows = await t.database.db.select().from(garageSales).where(eq(garageSales.id, result.saleId));
    expect(rows).toEqual([]);
  }, 120_000);
});
