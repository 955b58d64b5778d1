import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test-support/auth';
import { useTestApp } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { knownMigrationCount } from './health';

describe.each(engines)('health probes on %s', (engine) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  const t = useTestApp(engine);

  it('answers /healthz with 200 {status: "ok"}, never stored by a cache', async () => {
    const response = await get('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz with 200 and each check when the database, migrations and storage answer', async () => {
    const response = await get('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok', disk: 'ok' },
    });
  });

  it('is neither rate-limited nor bothered by a session cookie', async () => {
    const user = await createSignedInUser(t.database.db);
    for (let i = 0; i < 120; i += 1) {
      const response = await get(i % 2 ? '/healthz' : '/readyz', { cookie: user.cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 503 naming the storage check when the uploads directory is gone, and recovers', async () => {
    fs.rmSync(t.config.uploadsDir, { recursive: true });
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        checks: { database: 'ok', migrations: 'ok', storage: 'failed', disk: 'ok' },
      });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      fs.mkdirSync(t.config.uploadsDir, { recursive: true });
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('answers 503 naming the migrations check when fewer migrations are applied than this build has', async () => {
    const db = t.database.db;
    const last = await db.execute<{ id: number }>(
      sql`select id from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const id = last.rows[0]?.id as number;
    const saved = await db.execute(sql`select * from drizzle.__drizzle_migrations where id = ${id}`);
    const row = saved.rows[0] as { id: number; hash: string; created_at: string };
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${id}`);
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json().checks).toEqual({
        database: 'ok',
        migrations: 'failed',
        storage: 'ok',
        disk: 'ok',
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('asks a check another module adds, such as a second photo storage', async () => {
    t.app.readinessChecks.push({
      name: 'remote-storage',
      run: async () => {
        throw new Error('bucket unreachable');
      },
    });
    try {
      const response = await get('/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json().checks['remote-storage']).toBe('failed');
    } finally {
      t.app.readinessChecks.pop();
    }
  });
});

describe('the migrations journal', () => {
  it('counts the migrations this build ships', () => {
    const sqlFiles = fs
      .readdirSync(new URL('../db/migrations', import.meta.url))
      .filter((file) => file.endsWith('.sql'));
    expect(knownMigrationCount()).toBe(sqlFiles.length);
  });
});
