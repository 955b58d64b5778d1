import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirLockedError, lockHolder } from './data-dir-lock';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the data directory lock', () => {
  it('lets one holder in and refuses the next with a message naming the holder', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8')).toBe(`${process.pid}\n${os.hostname()}\n`);
    expect(lockHolder(dir)).toEqual({ pid: process.pid, host: os.hostname() });
    const second = acquireDataDirLock(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      `in use by another process (pid ${process.pid} on host ${os.hostname()})`,
    );
    await lock.release();
    expect(lockHolder(dir)).toBeUndefined();
    const again = await acquireDataDirLock(dir);
    await again.release();
  });

  it('is free again when its holder is killed, whatever pid file it left', async () => {
    const dir = tempDir();
    const script = `const { acquireDataDirLock } = await import(${JSON.stringify(path.resolve('src/server/db/data-dir-lock.ts'))});
      await acquireDataDirLock(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    expect(lockHolder(dir)?.pid).toBe(child.pid);
    await expect(acquireDataDirLock(dir)).rejects.toBeInstanceOf(DataDirLockedError);

    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    // The pid file is still there, but nobody holds the directory.
    expect(fs.existsSync(path.join(dir, 'app.lock'))).toBe(true);
    expect(lockHolder(dir)).toBeUndefined();
    const lock = await acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8')).toBe(`${process.pid}\n${os.hostname()}\n`);
    await lock.release();
  });

  it('refuses to start over an interrupted restore instead of making an empty database', async () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'pg.old-4242'));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/a restore was interrupted/);
    expect(fs.existsSync(path.join(dir, 'pg'))).toBe(false);
    // The lock was given back.
    expect(lockHolder(dir)).toBeUndefined();
  });
});
