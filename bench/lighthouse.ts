import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';

const run = promisify(execFile);

/**
 * Lighthouse is fetched by npx at this exact version when the benchmark first needs it, not installed
 * with the project: its dependencies follow moving npm tags, which would make `npm ci` refuse the lock
 * file the day a tag moves.
 */
const LIGHTHOUSE = 'lighthouse@13.5.0';

/**
 * Lighthouse's errors that say nothing about the page: it lost track of the trace (NO_NAVSTART, which
 * ended a bench run with 12.8.2), the browser or its protocol stalled. Such a run is tried again.
 */
const TRANSIENT_ERRORS = new Set([
  'NO_NAVSTART',
  'NO_FCP',
  'NO_LCP',
  'NO_DCL',
  'NO_TRACING_STARTED',
  'TRACING_ALREADY_STARTED',
  'NO_SCREENSHOTS',
  'NO_RESOURCE_REQUEST',
  'PROTOCOL_TIMEOUT',
  'CRI_TIMEOUT',
  'PAGE_HUNG',
]);
/** Runs of one measurement in all, the first included, before a transient error counts as a failure. */
const ATTEMPTS = 4;

export interface LighthouseReport {
  /** 0 to 1, as Lighthouse reports it (the web page shows it as 0 to 100). */
  score: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  /** Script bytes transferred while the page loaded. */
  javaScriptBytes: number;
  /** Lighthouse's measure of this machine's speed at the time (about 2,800 on the bench's quiet machine). */
  benchmarkIndex: number;
  /** Runs it took (a transient Lighthouse error is tried again). */
  attempts: number;
  /** The main thread's longest tasks as observed (not slowed), longest first: what a high TBT came from. */
  longTasks: { url: string; durationMs: number; startMs: number }[];
}

/** The browser tests' Chromium and switches, headless (Playwright adds that switch itself). */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface Audit {
  numericValue?: number;
  details?: {
    items?: {
      resourceType?: string;
      transferSize?: number;
      url?: string;
      duration?: number;
      startTime?: number;
    }[];
  };
}

interface Report {
  runtimeError?: { code?: string; message: string };
  environment?: { benchmarkIndex?: number };
  categories: { performance?: { score: number | null } };
  audits: Record<string, Audit>;
}

/**
 * Lighthouse's mobile performance test of one URL (its defaults: a mid-range phone, simulated slow 4G and
 * a 4x slower CPU), as PageSpeed Insights runs it, in Debian's Chromium (CHROMIUM_PATH to use another).
 */
export async function runLighthouse(
  url: string,
  /**
   * 'simulate' (the default, as PageSpeed Insights): the page loads at full speed and Lighthouse computes
   * the phone's timings from what it saw. 'devtools': the network and the CPU are really slowed while the
   * page loads, so the paints are measured, not estimated. On 127.0.0.1 the simulation sometimes counts
   * every script as needed for the largest paint, when they happened to arrive before it.
   */
  throttling: 'simulate' | 'devtools' = 'simulate',
): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await lighthouseOnce(url, throttling).catch((error: unknown) => ({
      // The browser failed to start or Lighthouse died: worth another try, like a transient error.
      transient: `Lighthouse failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    }));
    if ('report' in outcome) return { ...outcome.report, attempts: attempt };
    if (!('transient' in outcome) || attempt >= ATTEMPTS) {
      throw new Error(`${'transient' in outcome ? outcome.transient : outcome.error} (${attempt} runs)`);
    }
    process.stdout.write(`Lighthouse: ${outcome.transient}; running it again\n`);
  }
}

type Outcome = { report: Omit<LighthouseReport, 'attempts'> } | { transient: string } | { error: string };

async function lighthouseOnce(url: string, throttling: 'simulate' | 'devtools'): Promise<Outcome> {
  // The report goes to a file, not stdout: through a pipe it was now and then cut short at the same offset
  // (Lighthouse exits before the pipe has taken it all), which spoiled the run.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-lighthouse-'));
  const file = path.join(dir, 'report.json');
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--only-categories=performance',
    `--throttling-method=${throttling}`,
    '--output=json',
    `--output-path=${file}`,
    '--quiet',
    `--chrome-path=${CHROMIUM_PATH}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  let text: string;
  const keepIn = process.env.BENCH_LIGHTHOUSE_REPORTS;
  try {
    // Lighthouse exits with an error when the run had one, with the report (and its error's code) written.
    await run('npx', args, { maxBuffer: 256 * 1024 * 1024 }).catch((error: unknown) => {
      if (!fs.existsSync(file)) throw error;
    });
    text = fs.readFileSync(file, 'utf8');
    // BENCH_LIGHTHOUSE_REPORTS=<dir> keeps every report, to read a run's trace and tasks afterwards.
    if (keepIn) {
      fs.mkdirSync(keepIn, { recursive: true });
      fs.copyFileSync(file, path.join(keepIn, `${new Date().toISOString().replace(/[:.]/g, '-')}.json`));
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const report = JSON.parse(text) as Report;
  if (report.runtimeError) {
    const { code = '', message } = report.runtimeError;
    return TRANSIENT_ERRORS.has(code)
      ? { transient: `${code}: ${message}` }
      : { error: `Lighthouse: ${message}` };
  }
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    report: {
      score: report.categories.performance?.score ?? 0,
      totalBlockingTimeMs: value('total-blocking-time'),
      largestContentfulPaintMs: value('largest-contentful-paint'),
      firstContentfulPaintMs: value('first-contentful-paint'),
      cumulativeLayoutShift: value('cumulative-layout-shift'),
      javaScriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
      longTasks: (report.audits['long-tasks']?.details?.items ?? [])
        .map((task) => ({
          url: task.url ?? '',
          durationMs: task.duration ?? 0,
          startMs: task.startTime ?? 0,
        }))
        .sort((a, b) => b.durationMs - a.durationMs)
        .slice(0, 3),
    },
  };
}

export function describeReport(report: LighthouseReport): string {
  return (
    `performance ${report.score.toFixed(2)}, TBT ${report.totalBlockingTimeMs.toFixed(0)} ms, ` +
    `LCP ${report.largestContentfulPaintMs.toFixed(0)} ms, FCP ${report.firstContentfulPaintMs.toFixed(0)} ms, ` +
    `CLS ${report.cumulativeLayoutShift.toFixed(3)}, JavaScript ${(report.javaScriptBytes / 1024).toFixed(0)} KB transferred, ` +
    `benchmark index ${report.benchmarkIndex.toFixed(0)}${report.attempts > 1 ? `, ${report.attempts} runs (transient errors)` : ''}` +
    (report.longTasks.length > 0
      ? `; longest tasks as observed: ${report.longTasks
          .map(
            (task) =>
              `${task.durationMs.toFixed(0)} ms at ${task.startMs.toFixed(0)} ms (${shortUrl(task.url)})`,
          )
          .join(', ')}`
      : '')
  );
}

/** A task's script without its origin ('/assets/index-abc.js'), or what Lighthouse named it. */
function shortUrl(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url || 'unattributable';
  }
}

// `npx tsx bench/lighthouse.ts <url> [runs]`: Lighthouse mobile, simulated, that many times (1), each printed.
if (process.argv[1]?.endsWith('lighthouse.ts') && process.argv[2]) {
  const url = process.argv[2];
  const runs = Number(process.argv[3] ?? 1);
  (async () => {
    for (let n = 1; n <= runs; n++) process.stdout.write(`${describeReport(await runLighthouse(url))}\n`);
  })().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
