import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismiss, toast } from './use-toast';

// The timed closing of a toast on screen is Radix's, and is tested through the real Toaster in
// toaster.test.tsx; these tests cover the store alone.
describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismiss();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('holds the newest toast only', () => {
    toast({ title: 'Location found' });
    toast({
      title: 'Share failed',
      description: 'Could not share this garage sale.',
      variant: 'destructive',
    });
    expect(currentToasts()).toEqual([
      expect.objectContaining({ title: 'Share failed', variant: 'destructive', open: true }),
    ]);
  });

  it('closes a dismissed toast at once and forgets it 2000 ms later', () => {
    const shown = toast({ title: 'Link copied', description: 'Garage sale link copied to clipboard' });
    shown.dismiss();
    expect(currentToasts()).toEqual([expect.objectContaining({ id: shown.id, open: false })]);
    vi.advanceTimersByTime(1999);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toEqual([]);
  });
});
