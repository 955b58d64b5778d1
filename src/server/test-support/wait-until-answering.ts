import type { ChildProcess } from 'node:child_process';

export interface WaitOptions {
  /** How long to wait in all, in milliseconds. */
  timeoutMs: number;
  /** How long between two tries, in milliseconds. */
  everyMs: number;
  /** What went wrong, for the error: the process ended before answering (`true`) or the time ran out. */
  describe: (exited: boolean) => string;
}

/**
 * Waits until `child`, a server starting at `origin`, answers GET /api/config with 200. Throws as soon as the
 * process ends, or when the time runs out, with the words `describe` gives.
 */
export async function waitUntilAnswering(
  child: ChildProcess,
  origin: string,
  options: WaitOptions,
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(options.describe(true));
    const answered = await fetch(`${origin}/api/config`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (Date.now() > deadline) throw new Error(options.describe(false));
    await new Promise((resolve) => setTimeout(resolve, options.everyMs));
  }
}
