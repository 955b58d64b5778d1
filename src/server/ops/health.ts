import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { type Db, migrationsFolder } from '../db/client';
import { storeNoAnswers } from '../lib/cache-headers';

declare module 'fastify' {
  interface FastifyInstance {
    /** What GET /readyz asks; a module with a dependency of its own (another photo storage) adds one. */
    readinessChecks: ReadinessCheck[];
  }
}

/** One dependency the app needs to serve requests: run() resolves when it answers, throws when not. */
export interface ReadinessCheck {
  name: string;
  run: () => Promise<void>;
  /** The failure's message is safe to show whoever asks (it names no host, address or secret). */
  shownReason?: boolean;
}

/** A check that has not answered by then counts as failed: a probe must not hang with the database. */
export const CHECK_TIMEOUT_MS = 3_000;

/** The migrations this build ships, as drizzle's journal lists them. */
export function knownMigrationCount(folder = migrationsFolder): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'));
  return journal.entries.length;
}

export function databaseCheck(db: Db): ReadinessCheck {
  return { name: 'database', run: async () => void (await db.execute(sql`select 1`)) };
}

/**
 * Applied at least as many migrations as this build knows. More is fine: during a rolling deploy a newer
 * instance migrates first, and the older one keeps serving until it is replaced.
 */
export function migrationsCheck(db: Db, known = knownMigrationCount()): ReadinessCheck {
  return {
    name: 'migrations',
    run: async () => {
      const result = await db.execute<{ applied: number }>(
        sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
      );
      const applied = Number(result.rows[0]?.applied ?? 0);
      if (applied < known) throw new Error(`${applied} of ${known} migrations applied`);
    },
  };
}

/** Photos are written to the uploads directory: it must exist and be writable. */
export function uploadsDirCheck(uploadsDir: string): ReadinessCheck {
  return { name: 'storage', run: () => fs.promises.access(uploadsDir, fs.constants.W_OK) };
}

/** The photo store in use answers (the folder is writable, or the bucket is there and ours to use). */
export function photoStoreCheck(store: { check(): Promise<void> }): ReadinessCheck {
  return { name: 'storage', run: () => store.check() };
}

export function defaultReadinessChecks(
  db: Db,
  config: AppConfig,
  store?: { check(): Promise<void> },
): ReadinessCheck[] {
  const storage = store ? photoStoreCheck(store) : uploadsDirCheck(config.uploadsDir);
  return [databaseCheck(db), migrationsCheck(db), storage];
}

async function withTimeout(check: ReadinessCheck): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check.run(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** Each check's outcome; the reason of a failure goes to the log, not to whoever asks... */
  checks: z.record(z.string(), z.enum(['ok', 'failed'])),
  /** ...except for checks whose reason tells nothing about the inside (a full disk), by check name. */
  reasons: z.record(z.string(), z.string()).optional(),
});

/**
 * GET /healthz: the process answers (a liveness probe restarts it otherwise). GET /readyz: it can serve
 * (a load balancer sends it traffic only then). Outside /api/, so neither reads the session; neither is
 * rate-limited, and neither is stored by any cache.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  storeNoAnswers(app);

  app.get('/healthz', { schema: { response: { 200: HealthSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { schema: { response: { 200: ReadinessSchema, 503: ReadinessSchema } } },
    async (request, reply) => {
      const checks = app.readinessChecks;
      const outcomes = await Promise.allSettled(checks.map(withTimeout));
      const results: Record<string, 'ok' | 'failed'> = {};
      const reasons: Record<string, string> = {};
      outcomes.forEach((outcome, index) => {
        const check = checks[index] as ReadinessCheck;
        results[check.name] = outcome.status === 'fulfilled' ? 'ok' : 'failed';
        if (outcome.status === 'fulfilled') return;
        request.log.warn({ err: outcome.reason, check: check.name }, 'not ready');
        if (check.shownReason)
          reasons[check.name] = String((outcome.reason as Error)?.message ?? outcome.reason);
      });
      const ready = outcomes.every((outcome) => outcome.status === 'fulfilled');
      const answer = { status: ready ? ('ok' as const) : ('unavailable' as const), checks: results };
      return reply
        .code(ready ? 200 : 503)
        .send(Object.keys(reasons).length > 0 ? { ...answer, reasons } : answer);
    },
  );
};

/** The checks on the root instance (so other modules can add theirs), then the two routes. */
export async function registerHealth(app: FastifyInstance): Promise<void> {
  app.decorate('readinessChecks', defaultReadinessChecks(app.db, app.config, app.photoStore));
  await app.register(healthRoutes);
}
