import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newPglite } from './db/client';
import { buildServerScratch } from './test-support/built-server';
import { waitUntilAnswering } from './test-support/wait-until-answering';

/** The real app as a process: what a newcomer, an operator or a crash does to it. */

const children: ChildProcess[] = [];
const tempDirs: string[] = [];

afterAll(() => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-proc-'));
  tempDirs.push(dir);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A TypeScript entry point through tsx, or the built server's JavaScript (a .js path) by node alone. */
function run(script: string, env: Record<string, string>, args: string[] = []): Run {
  const loader = script.endsWith('.js') ? [] : ['--import', 'tsx'];
  const child = spawn(process.execPath, [...loader, script, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', DEMO_DATA: '0', HOST: '127.0.0.1', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, output: () => output, exited };
}

async function startServer(dataDir: string, env: Record<string, string> = {}, script = 'src/server/main.ts') {
  const port = await freePort();
  const server = run(script, { DATA_DIR: dataDir, PORT: String(port), ...env });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(server.child, url, {
    timeoutMs: 90_000,
    everyMs: 150,
    describe: (exited) =>
      `${exited ? 'The server exited early' : 'The server did not start'}:\n${server.output()}`,
  });
  return { ...server, url };
}

async function countIn(dataDir: string, table: string): Promise<number> {
  const pglite = newPglite(path.join(dataDir, 'pg'));
  try {
    return (await pglite.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? -1;
  } finally {
    await pglite.close();
  }
}

describe('the app as a process', () => {
  it('runs as built for production (npm start): one JavaScript file that migrates, seeds and serves', async () => {
    const outDir = buildServerScratch('gsf-server');
    tempDirs.push(outDir);
    const dataDir = tempDataDir();
    const server = await startServer(dataDir, { DEMO_DATA: '1' }, path.join(outDir, 'main.js'));
    const sales = (await (await fetch(`${server.url}/api/garage-sales`)).json()) as unknown[];
    expect(sales.length).toBeGreaterThan(0);
    const docs = await fetch(`${server.url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('/api/openapi.json');
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    // A build, a first start that migrates and seeds, and a stop: about 30 s on a busy two-core machine.
  }, 120_000);

  it('refuses a second process, backs up while serving, stops cleanly on SIGTERM and keeps its data', async () => {
    const dataDir = tempDataDir();
    const first = await startServer(dataDir);

    const second = run('src/server/main.ts', { DATA_DIR: dataDir, PORT: String(await freePort()) });
    expect((await second.exited).code).not.toBe(0);
    expect(second.output()).toContain('is in use by another process');
    expect((await fetch(`${first.url}/api/config`)).status).toBe(200);

    const backup = run('src/server/tools/backup/backup-cli.ts', { DATA_DIR: dataDir });
    expect((await backup.exited).code, backup.output()).toBe(0);
    expect(backup.output()).toContain('Backup written by the app');
    const [backupName] = fs
      .readdirSync(path.join(dataDir, 'backups'))
      .filter((name) => !name.startsWith('.'));
    const backupDir = path.join(dataDir, 'backups', backupName as string);
    expect(fs.existsSync(path.join(backupDir, 'database.tar.gz'))).toBe(true);

    const refused = run('src/server/tools/backup/backup-cli.ts', { DATA_DIR: dataDir }, [
      '--restore',
      backupDir,
    ]);
    expect((await refused.exited).code).not.toBe(0);
    expect(refused.output()).toContain('Stop the app before restoring a backup');
    expect((await fetch(`${first.url}/api/config`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, 'app.lock'))).toBe(false);

    // The next start writes the demo sales into the live database; SIGTERM must lose none of them.
    const next = await startServer(dataDir, { DEMO_DATA: '1' });
    next.child.kill('SIGTERM');
    expect((await next.exited).code).toBe(0);
    expect(await countIn(dataDir, 'garage_sales')).toBeGreaterThan(30);

    // The backup taken before the demo sales puts the database back as it was.
    const restore = run('src/server/tools/backup/backup-cli.ts', { DATA_DIR: dataDir }, [
      '--restore',
      backupDir,
    ]);
    expect((await restore.exited).code, restore.output()).toBe(0);
    expect(await countIn(dataDir, 'garage_sales')).toBe(0);
    expect(await countIn(dataDir, 'categories')).toBeGreaterThan(10);
  }, 240_000);

  it('recovers from a first start killed half-way: no half-made database, the next start completes', async () => {
    const dataDir = tempDataDir();
    const server = run('src/server/main.ts', { DATA_DIR: dataDir, PORT: String(await freePort()) });
    const deadline = Date.now() + 20_000;
    while (!fs.readdirSync(dataDir).some((name) => name.startsWith('pg.init-')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    server.child.kill('SIGKILL');
    await server.exited;
    expect(fs.existsSync(path.join(dataDir, 'pg'))).toBe(false);

    const restarted = await startServer(dataDir);
    restarted.child.kill('SIGTERM');
    expect((await restarted.exited).code).toBe(0);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pg.init-'))).toEqual([]);
    expect(await countIn(dataDir, 'categories')).toBeGreaterThan(10);
    expect(await countIn(dataDir, 'cities')).toBeGreaterThan(5);
  }, 180_000);

  it('stops at once with a message naming a bad setting', async () => {
    const runs = [
      run('src/server/main.ts', { DATA_DIR: tempDataDir(), MAP_CENTER: 'abc' }),
      run('src/server/main.ts', { DATA_DIR: tempDataDir(), TIMEZONE: 'Mars/Base' }),
    ];
    const [center, zone] = await Promise.all(runs.map((r) => r.exited));
    expect(center?.code).toBe(1);
    expect(runs[0]?.output()).toMatch(/MAP_CENTER="abc"/);
    expect(zone?.code).toBe(1);
    expect(runs[1]?.output()).toMatch(/TIMEZONE="Mars\/Base"/);
  }, 60_000);

  it('points to pg_dump when the data lives on a PostgreSQL server', async () => {
    const backup = run('src/server/tools/backup/backup-cli.ts', {
      DATA_DIR: tempDataDir(),
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
    });
    expect((await backup.exited).code).not.toBe(0);
    expect(backup.output()).toContain('pg_dump');
  }, 60_000);
});
