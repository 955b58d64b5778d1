import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Lighthouse is fetched by npx at this exact version when the benchmark first needs it, not installed
 * with the project: its dependencies follow moving npm tags, which would make `npm ci` refuse the lock
 * file the day a tag moves.
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';

export interface LighthouseReport {
  /** 0 to 1, as Lighthouse reports it (the web page shows it as 0 to 100). */
  score: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  /** Script bytes transferred while the page loaded. */
  javaScriptBytes: number;
}

/** Debian's Chromium, closed off from the network it cannot reach anyway (see STACK-NOTES). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}

interface Report {
  runtimeError?: { message: string };
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
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--only-categories=performance',
      `--throttling-method=${throttling}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as Report;
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    score: report.categories.performance?.score ?? 0,
    totalBlockingTimeMs: value('total-blocking-time'),
    largestContentfulPaintMs: value('largest-contentful-paint'),
    firstContentfulPaintMs: value('first-contentful-paint'),
    cumulativeLayoutShift: value('cumulative-layout-shift'),
    javaScriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

export function describeReport(report: LighthouseReport): string {
  return (
    `performance ${report.score.toFixed(2)}, TBT ${report.totalBlockingTimeMs.toFixed(0)} ms, ` +
    `LCP ${report.largestContentfulPaintMs.toFixed(0)} ms, FCP ${report.firstContentfulPaintMs.toFixed(0)} ms, ` +
    `CLS ${report.cumulativeLayoutShift.toFixed(3)}, JavaScript ${(report.javaScriptBytes / 1024).toFixed(0)} KB transferred`
  );
}

// `npx tsx bench/lighthouse.ts <url>`: one run, printed.
if (process.argv[1]?.endsWith('lighthouse.ts') && process.argv[2]) {
  runLighthouse(process.argv[2]).then(
    (report) => {
      process.stdout.write(`${describeReport(report)}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
