import { execFileSync } from 'node:child_process';
import pg from 'pg';

export type ServerChoice = { url: string; source: string } | { skip: string };

async function reachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the throw-away server of scripts/start-test-postgres.sh. */
export async function choosePostgres(): Promise<ServerChoice> {
  const configured = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, source: 'BENCH_DATABASE_URL' }
    : process.env.TEST_DATABASE_URL
      ? { url: process.env.TEST_DATABASE_URL, source: 'TEST_DATABASE_URL' }
      : undefined;
  if (configured) {
    const problem = await reachable(configured.url);
    return problem ? { skip: `${configured.source} is not reachable: ${problem}` } : configured;
  }
  try {
    const url = execFileSync('bash', ['scripts/start-test-postgres.sh'], { encoding: 'utf8', stdio: 'pipe' })
      .trim()
      .split('\n')
      .pop() as string;
    const problem = await reachable(url);
    return problem
      ? { skip: `scripts/start-test-postgres.sh gave ${url}, not reachable: ${problem}` }
      : { url, source: 'scripts/start-test-postgres.sh' };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      skip: `no BENCH_DATABASE_URL or TEST_DATABASE_URL, and scripts/start-test-postgres.sh failed: ${reason}`,
    };
  }
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database on the server for this run; drop() removes it. */
export async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gsf_bench_${process.pid}`;
  await admin(serverUrl, `drop database if exists "${name}" with (force)`);
  await admin(serverUrl, `create database "${name}"`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => admin(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
