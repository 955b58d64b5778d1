import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p99Ms: number;
  p50Ms: number;
  bytesPerRequest: number;
  errors: number;
  non2xx: number;
}

const require = createRequire(import.meta.url);
const autocannonCli = path.join(path.dirname(require.resolve('autocannon/package.json')), 'autocannon.js');

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  throughput: { total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Runs a load generator in its own process and reads the JSON it prints. */
function runJsonChild<T>(args: string[]): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}: ${err}`));
      resolve(JSON.parse(out) as T);
    });
  });
}

/**
 * Loads a URL with autocannon in its own process, so the load generator does not share the event loop
 * of the server it measures.
 */
export async function load(
  label: string,
  url: string,
  connections: number,
  durationS: number,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const result = await runJsonChild<AutocannonJson>([
    autocannonCli,
    '-c',
    String(connections),
    '-d',
    String(durationS),
    ...headerArgs,
    '-j',
    '-n',
    url,
  ]);
  return {
    label,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface MixedLoadResult extends LoadResult {
  maxMs: number;
  timeouts: number;
}

/**
 * Many paths at once (see bench/mixed-load.ts), in its own process; a request not answered within
 * `timeoutS` counts as a time-out.
 */
export async function mixedLoad(
  label: string,
  origin: string,
  paths: string[],
  connections: number,
  durationS: number,
  headers: Record<string, string> = {},
  timeoutS = 10,
): Promise<MixedLoadResult> {
  const settings = JSON.stringify({ origin, paths, connections, durationS, headers, timeoutS });
  const result = await runJsonChild<Omit<MixedLoadResult, 'label'>>([
    '--import',
    'tsx',
    path.join(import.meta.dirname, 'mixed-load.ts'),
    settings,
  ]);
  return { ...result, label, errors: result.errors + result.timeouts };
}
