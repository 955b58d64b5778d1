import { type ChildProcess, spawn } from 'node:child_process';
import { waitUntilAnswering } from '../../../src/server/test-support/wait-until-answering';

/**
 * Playwright's one webServer: every instance of e2e-server.ts at once, and "e2e servers ready" on stdout once
 * all of them answer (playwright.config.ts waits for that line). Playwright starts the entries of a webServer
 * list one after another, each waiting for the last to answer; five first starts (a database made, migrated
 * and seeded each) in a row took minutes of a two-core machine's second core.
 */
const PORTS = {
  guests: 'E2E_PORT',
  sellers: 'E2E_SELLERS_PORT',
  google: 'E2E_GOOGLE_PORT',
  busy: 'E2E_BUSY_PORT',
  admins: 'E2E_ADMINS_PORT',
} as const;

const children: ChildProcess[] = [];
const start = Date.now();

async function startInstance(variant: keyof typeof PORTS): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/e2e-server.ts', variant], {
    stdio: 'inherit',
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`the ${variant} instance exited early with code ${code}`);
      void stop(1);
    }
  });
  await waitUntilAnswering(child, `http://127.0.0.1:${process.env[PORTS[variant]]}`, {
    // Five first starts share the machine: as long in all as the five starts one after another were allowed.
    timeoutMs: 480_000,
    everyMs: 200,
    describe: (exited) => `the ${variant} instance ${exited ? 'exited early' : 'did not answer in time'}`,
  });
  console.log(`${variant} instance answering after ${Math.round((Date.now() - start) / 1000)} s`);
}

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  await Promise.all(
    running.map(
      (child) =>
        new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

try {
  await Promise.all((Object.keys(PORTS) as Array<keyof typeof PORTS>).map(startInstance));
  console.log('e2e servers ready');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
