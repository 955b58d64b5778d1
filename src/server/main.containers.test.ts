import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type AppProcess, freePort, runToExit, startAppProcess } from './test-support/app-process';

const PASSWORD = 'Garage123';

/** A second app process on `dataDir`, optionally in PID and network namespaces of its own; its exit. */
async function startSecond(dataDir: string, isolated: boolean) {
  const app = [process.execPath, '--import', 'tsx', 'src/server/main.ts'];
  const env = {
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    HOST: '0.0.0.0',
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
  };
  // Started instead of refused, it would serve (in its own network) until stopped: the test fails then.
  return runToExit(isolated ? ['unshare', '--pid', '--net', '--fork', '--mount-proc', ...app] : app, {
    env: { ...process.env, ...env },
    killAfterMs: 90_000,
  });
}

const isRoot = process.getuid?.() === 0;

// Two `docker run -v data:/data` of the image are two processes that cannot see each other: their own
// process ids and their own network (issue 28). `unshare` makes such a process; it needs root, which CI
// has. Skipped only on a developer's machine without root, where it cannot run; in CI it always runs.
describe.skipIf(!isRoot && !process.env.CI)('the data directory lock across containers', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-ns-lock-'));
  let first: AppProcess;
  afterAll(async () => {
    await first?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second app in its own PID and network namespaces, and one on the same host (the first removed a killed upload at its start)', async () => {
    // An upload being received when the last process was killed (kill -9): gone at this start.
    const leftover = path.join(dataDir, 'upload-tmp', 'upload-killed');
    fs.mkdirSync(leftover, { recursive: true });
    fs.writeFileSync(path.join(leftover, '0'), 'half a photo');
    first = await startAppProcess({}, { dataDir, startTimeoutMs: 180_000 });
    expect(fs.existsSync(leftover)).toBe(false);

    const isolated = await startSecond(dataDir, true);
    expect(isolated.code, isolated.output).toBe(1);
    expect(isolated.output).toContain(`The data directory ${dataDir} is in use by another process`);

    const sameHost = await startSecond(dataDir, false);
    expect(sameHost.code, sameHost.output).toBe(1);
    expect(sameHost.output).toContain('is in use by another process');

    // The first keeps working and keeps what it is told.
    const registered = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'after-second@example.org',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeTerms: true,
      }),
    });
    expect(registered.status, first.output()).toBe(201);
    const me = await fetch(`${first.url}/api/auth/me`, {
      headers: {
        cookie: registered.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      },
    });
    expect(me.status).toBe(200);
  }, 240_000);
});
