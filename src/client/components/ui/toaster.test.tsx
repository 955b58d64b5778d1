// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismiss, toast } from '../../lib/use-toast';
import { Toaster } from './toaster';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  dismiss();
  vi.runAllTimers();
  vi.useRealTimers();
});

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const shown = () => screen.queryAllByTestId('toast').filter((t) => t.dataset.state === 'open');

describe('Toaster', () => {
  it('closes a default toast after 2000 ms and removes it 2000 ms later', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Link copied', description: 'Garage sale link copied to clipboard' });
    });
    expect(shown()).toHaveLength(1);
    expect(screen.getByText('Link copied')).toBeTruthy();

    await wait(1999);
    expect(shown()).toHaveLength(1);
    await wait(1);
    expect(shown()).toHaveLength(0);
    expect(currentToasts()).toEqual([expect.objectContaining({ title: 'Link copied', open: false })]);

    await wait(1999);
    expect(currentToasts()).toHaveLength(1);
    await wait(1);
    expect(currentToasts()).toEqual([]);
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('shows one toast at a time: a second replaces the first and gets its own 2000 ms', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Location found' });
    });
    await wait(1500);
    act(() => {
      toast({
        title: 'Share failed',
        description: 'Could not share this garage sale.',
        variant: 'destructive',
      });
    });
    expect(shown()).toHaveLength(1);
    expect(screen.queryByText('Location found')).toBeNull();
    expect(shown()[0]?.dataset.variant).toBe('destructive');

    await wait(1999);
    expect(shown()).toHaveLength(1);
    await wait(1);
    expect(shown()).toHaveLength(0);
  });

  it('keeps a toast with its own duration open that long', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Uploading photos', duration: 60_000 });
    });
    await wait(59_999);
    expect(shown()).toHaveLength(1);
    await wait(1);
    expect(shown()).toHaveLength(0);
  });
});
