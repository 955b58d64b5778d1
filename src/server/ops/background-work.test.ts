import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerBackgroundWork } from './background-work';

describe('work after the answer', () => {
  it('runs after the answer is sent, logs a failure with its label, and the app keeps answering', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream } });
    registerBackgroundWork(app);
    const answerSentBeforeTask: boolean[] = [];
    app.get('/work', async (request, reply) => {
      app.background.afterResponse(request, 'the failing part', async () => {
        answerSentBeforeTask.push(reply.raw.writableEnded);
        throw new Error('database went away');
      });
      return { ok: true };
    });
    try {
      const first = await app.inject({ url: '/work' });
      expect(first.statusCode).toBe(200);
      await app.background.settled();
      expect(answerSentBeforeTask).toEqual([true]);
      const logged = lines.map(
        (line) => JSON.parse(line) as { msg: string; task: string; err: { message: string } },
      );
      expect(logged).toEqual([
        expect.objectContaining({
          msg: 'background task failed: the failing part',
          task: 'the failing part',
          err: expect.objectContaining({ message: 'database went away' }),
        }),
      ]);
      expect((await app.inject({ url: '/work' })).statusCode).toBe(200);
      await app.background.settled();
      expect(lines).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
