// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismiss, toast } from '../../lib/use-toast';
import { DeferredToaster } from './deferred-toaster';

// The toaster's module, compiled ahead: its first compile on a busy machine outlasted findBy's second.
beforeAll(() => import('./toaster'));

afterEach(() => {
  act(() => dismiss());
  cleanup();
});

describe('DeferredToaster', () => {
  it('draws nothing until the first toast, then shows it', async () => {
    const { container } = render(<DeferredToaster />);
    expect(container.innerHTML).toBe('');
    act(() => {
      toast({ title: 'Could not save favorite', variant: 'destructive' });
    });
    expect((await screen.findByTestId('toast')).textContent).toContain('Could not save favorite');
  });
});
