import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';

/**
 * What runs on a phone's main thread while Explore loads: `npx tsx bench/profile-explore.ts <url> [seconds]`
 * opens the page in Debian's Chromium at Lighthouse's phone size, records a performance trace with the
 * JavaScript sampling profiler, and prints each task that takes 50 ms or more on a phone - its CPU time
 * here times 4, as Lighthouse's simulated mobile test counts it -: when it started after the navigation,
 * what kind of work filled it and the functions that took the most time in it (self and total), and the
 * sum of their time over 50 ms after the first paint, roughly what Total Blocking Time adds up. CPU time,
 * not the time on the clock, so that other work on a shared machine does not count. Build the client with
 * `npx vite build --minify false` (CLIENT_BUILD_DIR for a second folder) to read the functions' names.
 * PROFILE_TRACE=<file> saves the trace as well; PROFILE_TRACE_IN=<file> reports on a saved one.
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of an X event, microseconds. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      url?: string;
      resourceType?: string;
      frame?: string;
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

/** Lighthouse's mobile CPU multiplier: a phone takes this many times the CPU time measured here. */
const SLOWDOWN = 4;

/** Tasks shown from this long on the phone (PROFILE_FROM_MS; what counts for blocking is 50 ms). */
const SHOW_FROM_MS = Number(process.env.PROFILE_FROM_MS ?? 50);
/** How many functions to name per task (PROFILE_TOP). */
const TOP = Number(process.env.PROFILE_TOP ?? 10);

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** Kinds of work worth naming inside a task (the trace's own event names). */
const WORK_NAMES = new Set([
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'Decode Image',
  'RunMicrotasks',
  'v8.run',
  'FireIdleCallback',
]);

function shortUrl(url = ''): string {
  return url.replace(/^https?:\/\/[^/]+/, '') || '(page)';
}

async function trace(url: string, seconds: number): Promise<TraceEvent[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    // Lighthouse's mobile device: 412 x 823 CSS pixels at 1.75.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(seconds * 1000);
    const buffer = await browser.stopTracing();
    // PROFILE_TRACE=<file> keeps the trace, to be read again (Chromium's DevTools opens it).
    if (process.env.PROFILE_TRACE) writeFileSync(process.env.PROFILE_TRACE, buffer);
    return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

/**
 * The JavaScript samples of the page's main thread: [time, node id] pairs and the node tree. A worker's
 * samples (same process, another thread) are left out: counted in, they were named inside the main
 * thread's tasks.
 */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  // A thread's profile is named by its Profile event (on that thread); its chunks, written by the
  // profiler's own thread, carry that event's id.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const event of events) {
    if (event.pid !== pid || event.name !== 'ProfileChunk' || event.id !== profile?.id) continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      ts += data?.timeDeltas?.[i] ?? 0;
      samples.push({ ts, node: id });
    });
  }
  return { nodes, samples };
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber } = node.callFrame;
  return url ? `${functionName || '(anonymous)'} ${shortUrl(url)}:${(lineNumber ?? 0) + 1}` : functionName;
}

function top(times: Map<string, number>, n: number): string {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => `${ms.toFixed(0)} ms ${name}`)
    .join('\n      ');
}

/** The kinds of work inside [from, to) on the main thread, by the thread time each took. */
function workIn(onMain: TraceEvent[], from: number, to: number): string {
  const work = new Map<string, number>();
  for (const e of onMain) {
    if (e.ts < from || e.ts >= to || !WORK_NAMES.has(e.name)) continue;
    const name = e.args?.data?.url ? `${e.name} ${shortUrl(e.args.data.url)}` : e.name;
    work.set(name, (work.get(name) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
  }
  return [...work]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join('; ');
}

function report(events: TraceEvent[], url: string): void {
  // The page's own request: its renderer, and the time the navigation began.
  const navigation = events.find(
    (e) =>
      e.name === 'ResourceSendRequest' &&
      e.args?.data?.resourceType === 'Document' &&
      e.args.data.url === url,
  );
  if (!navigation) throw new Error(`no request for ${url} in the trace`);
  const { pid, tid } = navigation;
  const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint')?.ts ?? navigation.ts;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined);
  // Thread time, not wall time: on a busy machine the wall time of a task includes the time other
  // processes had the core, which a phone would not spend. Lighthouse's simulation multiplies by 4.
  const cpuMs = (task: TraceEvent) => (task.tdur ?? task.dur ?? 0) / 1000;
  const tasks = onMain.filter((e) => TASK_NAMES.has(e.name) && cpuMs(e) * SLOWDOWN >= SHOW_FROM_MS);
  const { nodes, samples } = samplesOf(events, pid, tid);
  const at = (ts: number) => ((ts - navigation.ts) / 1000).toFixed(0);
  let blocking = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const phone = cpuMs(task) * SLOWDOWN;
    if (task.ts >= fcp) blocking += Math.max(0, phone - 50);
    // The samples are in wall time: scaled to the task's thread time.
    const scale = cpuMs(task) / ((task.dur ?? 1) / 1000);
    const self = new Map<string, number>();
    const total = new Map<string, number>();
    samples.forEach((sample, i) => {
      if (sample.ts < task.ts || sample.ts >= end) return;
      const leaf = nodes.get(sample.node);
      if (!leaf) return;
      // A sample stands for the time until the next one (within the task).
      const ms = ((Math.min(samples[i + 1]?.ts ?? end, end) - sample.ts) / 1000) * scale;
      self.set(frameName(leaf), (self.get(frameName(leaf)) ?? 0) + ms);
      const seen = new Set<string>();
      for (let node: ProfileNode | undefined = leaf; node; node = nodes.get(node.parent ?? -1)) {
        const name = frameName(node);
        if (seen.has(name) || !node.callFrame.url) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + ms);
      }
    });
    process.stdout.write(
      `task at ${at(task.ts)} ms${task.ts < fcp ? ' (before the first paint)' : ''}: ${cpuMs(task).toFixed(1)} ms of CPU, ` +
        `${phone.toFixed(0)} ms on the phone\n    work (CPU ms): ${workIn(onMain, task.ts, end)}\n` +
        `    self:\n      ${top(self, TOP)}\n    total:\n      ${top(total, TOP)}\n`,
    );
  }
  process.stdout.write(
    `${tasks.length} tasks of ${SHOW_FROM_MS} ms or more on the phone (CPU time x ${SLOWDOWN}); after the first contentful ` +
      `paint their time over 50 ms sums to ${blocking.toFixed(0)} ms (Lighthouse's Total Blocking Time, roughly)\n`,
  );
}

const url = process.argv[2];
if (!url) {
  console.error('usage: npx tsx bench/profile-explore.ts <url> [seconds to record after load, default 8]');
  process.exit(2);
}
// PROFILE_TRACE_IN=<file> reads a trace saved before (PROFILE_TRACE) instead of recording one.
const saved = process.env.PROFILE_TRACE_IN;
const events = saved
  ? (JSON.parse(readFileSync(saved, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents
  : await trace(url, Number(process.argv[3] ?? 8));
report(events, url);
