import { describe, expect, it } from 'vitest';
import { createSlots, PHOTO_PROCESSING_SLOTS, photoProcessing } from './processing-slots';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createSlots', () => {
  it('runs at most `limit` tasks at once, the rest in arrival order', async () => {
    const slots = createSlots(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const tasks = [1, 2, 3, 4, 5].map((n) =>
      slots.run(async () => {
        started.push(n);
        running += 1;
        peak = Math.max(peak, running);
        await tick();
        running -= 1;
        return n * 10;
      }),
    );
    expect(await Promise.all(tasks)).toEqual([10, 20, 30, 40, 50]);
    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(slots.active).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(slots.active).toBe(0);
    expect(await slots.run(async () => 'next')).toBe('next');
  });

  it('gives the photo pipeline two slots for the whole process', () => {
    expect(PHOTO_PROCESSING_SLOTS).toBe(2);
    expect(photoProcessing.active).toBe(0);
  });
});
