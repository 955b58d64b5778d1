import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addToast,
  currentToasts,
  dismiss,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  type ToastItem,
  toast,
} from './use-toast';

const item = (id: string): ToastItem => ({ id, title: id, open: true });

describe('toast list', () => {
  it('keeps only one toast: a new one replaces the one on screen', () => {
    expect(addToast([item('a')], item('b'))).toEqual([item('b')]);
  });

  it('auto-dismisses after 2000 ms and removes 2000 ms after dismissal (spec §9)', () => {
    expect(TOAST_DURATION_MS).toBe(2000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(2000);
  });
});

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismiss();
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('shows the newest toast only', () => {
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
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(currentToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toEqual([]);
  });
});
