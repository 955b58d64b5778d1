import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { queueChangeNotices } from './change-notices';
import { queueDigests } from './digests';
import type { NotifyContext } from './notify-context';
import { queueReminders } from './reminders';

export interface TickResult {
  reminders: number;
  changeNotices: number;
  digests: number;
}

/**
 * One pass of every job at `now` (tests pass a fixed clock). A job that fails is logged and the others
 * still run: a broken digest must not hold back a cancellation notice. Each job is safe to run twice and
 * on several instances at once (event keys and row locks), so ticks need no leader.
 */
export async function runNotificationTick(
  ctx: NotifyContext,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<TickResult> {
  const result: TickResult = { reminders: 0, changeNotices: 0, digests: 0 };
  const jobs: [keyof TickResult, (ctx: NotifyContext, now: Date) => Promise<number>][] = [
    ['changeNotices', queueChangeNotices],
    ['reminders', queueReminders],
    ['digests', queueDigests],
  ];
  for (const [name, job] of jobs) {
    try {
      result[name] = await job(ctx, now);
    } catch (err) {
      log?.error({ err, job: name }, 'notification job failed');
    }
  }
  return result;
}

/**
 * Starts the scheduler with the app and stops it when the app closes: a tick every
 * config.notifications.tickMs (off at 0), never two at once in one process.
 */
export function registerNotificationScheduler(app: FastifyInstance): void {
  const { tickMs } = app.config.notifications;
  if (tickMs <= 0) return;
  const ctx: NotifyContext = { db: app.db, config: app.config };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = runNotificationTick(ctx, new Date(), app.log).finally(() => {
        running = undefined;
      });
    }, tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    // The database closes after the app: let a tick under way finish first.
    await running;
  });
}
