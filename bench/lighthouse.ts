import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

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

/**
 * Lighthouse's mobile performance test of one URL (its defaults: a mid-range phone, simulated slow 4G and
 * a 4x slower CPU), as PageSpeed Insights runs it, in Debian's Chromium (CHROMIUM_PATH to use another).
 */
export async function runLighthouse(url: string): Promise<LighthouseReport> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id] as Audit | undefined;
    const value = (id: string) => audit(id)?.numericValue ?? Number.NaN;
    const scripts = (audit('network-requests')?.details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    return {
      score: lhr.categories.performance?.score ?? 0,
      totalBlockingTimeMs: value('total-blocking-time'),
      largestContentfulPaintMs: value('largest-contentful-paint'),
      firstContentfulPaintMs: value('first-contentful-paint'),
      cumulativeLayoutShift: value('cumulative-layout-shift'),
      javaScriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    };
  } finally {
    chrome.kill();
  }
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
