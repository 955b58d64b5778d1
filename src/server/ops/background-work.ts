import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';

type Task = () => Promise<unknown>;

export interface BackgroundWork {
  /**
   * Runs `task` once the answer to `request` has been sent (Fastify's onResponse), so that the answer's
   * timing cannot depend on what the task finds. A failure is logged with `label`, never thrown.
   */
  afterResponse(request: FastifyRequest, label: string, task: Task): void;
  /** Resolves when every task started so far has finished (the app's close waits for this too). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    background: BackgroundWork;
  }
}

/** Starts `task` now, keeps it in `pending` until it ends, and logs (never rethrows) its failure. */
function start(pending: Set<Promise<void>>, log: FastifyBaseLogger, label: string, task: Task): void {
  const running: Promise<void> = Promise.resolve()
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => log.error({ err: error, task: label }, `background task failed: ${label}`),
    )
    .finally(() => pending.delete(running));
  pending.add(running);
}

/** Work a request leaves for after its answer (issue 21: forgot-password's answer tells nobody anything). */
export function registerBackgroundWork(app: FastifyInstance): void {
  const waiting = new WeakMap<FastifyRequest, Array<{ label: string; task: Task }>>();
  const pending = new Set<Promise<void>>();
  app.decorate('background', {
    afterResponse(request, label, task) {
      const tasks = waiting.get(request) ?? [];
      tasks.push({ label, task });
      waiting.set(request, tasks);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  } satisfies BackgroundWork);
  app.addHook('onResponse', async (request) => {
    const tasks = waiting.get(request);
    if (!tasks) return;
    waiting.delete(request);
    for (const { label, task } of tasks) start(pending, request.log, label, task);
  });
  app.addHook('onClose', async () => {
    await app.background.settled();
  });
}
