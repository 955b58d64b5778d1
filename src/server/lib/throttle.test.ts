import { describe, expect, it } from 'vitest';
import { createThrottle, ThrottleBusyError } from './throttle';

/** A clock that stands still; sleeps are recorded, not waited, so spacing is checked without waiting. */
function frozenClock(now = { value: 0 }) {
  const slept: number[] = [];
  const throttle = createThrottle(
    () => now.value,
    async (ms) => {
      slept.push(ms);
    },
  );
  return { now, slept, throttle };
}

describe('createThrottle', () => {
  it('lets the first call start at once', async () => {
    const { slept, throttle } = frozenClock();
    await throttle.wait(1000, 3000);
    expect(slept).toEqual([]);
  });

  it('books starts at least the interval apart, in arrival order', async () => {
    const { slept, throttle } = frozenClock();
    await Promise.all([0, 1, 2, 3].map(() => throttle.wait(1000, 3000)));
    expect(slept).toEqual([1000, 2000, 3000]);
  });

  it('refuses a call whose turn is further off than the longest wait, without booking a slot', async () => {
    const { now, throttle } = frozenClock();
    for (let i = 0; i < 4; i += 1) await throttle.wait(1000, 3000);
    // Slots booked at 0, 1000, 2000, 3000; the clock stayed at 0, so the next turn is 4000 ms away.
    await expect(throttle.wait(1000, 3000)).rejects.toBeInstanceOf(ThrottleBusyError);
    // ... and says when it would fit: the turn at 4000 is within a 3000 ms wait from 1000 on.
    await expect(throttle.wait(1000, 3000)).rejects.toMatchObject({ retryAfterMs: 1000 });
    // A caller willing to wait less (a shopper) is refused sooner and told to come back later.
    await expect(throttle.wait(1000, 1000)).rejects.toMatchObject({ retryAfterMs: 3000 });
    now.value = 1000;
    await expect(throttle.wait(1000, 3000)).resolves.toBeUndefined();
  });

  it('does not delay a call that comes after the interval has passed', async () => {
    const { now, slept, throttle } = frozenClock();
    await throttle.wait(1000, 3000);
    now.value = 5000;
    await throttle.wait(1000, 3000);
    expect(slept).toEqual([]);
  });
});
