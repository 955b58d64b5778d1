// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle, stubApi } from '../test-support/render';
import { ConfigProvider, useDocumentTitle } from './config';
import { LocaleProvider } from './i18n';
import { createQueryClient } from './query-client';

beforeEach(() => {
  document.title = 'Garage Sales';
  stubApi(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function TitledPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <p data-testid="screen">{title}</p>;
}

/**
 * Renders a screen under the providers; `show` swaps the screen as the router would. No StrictMode: its
 * second run of a new screen's effects would hide the production order of effects.
 */
async function load(screenElement: ReactNode) {
  const client = createQueryClient();
  const tree = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <LocaleProvider>
        <ConfigProvider>{children}</ConfigProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
  const view = render(tree(screenElement));
  // The first render waits for the shell's catalogue, a first dynamic import (slow on a busy machine).
  await screen.findByTestId('screen', undefined, { timeout: 10_000 });
  await settle();
  return async (next: ReactNode) => {
    view.rerender(tree(next));
    await settle();
  };
}

describe('the tab title', () => {
  it("is the page's own title on a direct load, not the site name", async () => {
    await load(<TitledPage title="404 Page Not Found" />);
    expect(screen.getByText('404 Page Not Found')).toBeTruthy();
    expect(document.title).toBe('404 Page Not Found · Parkland Sales');
  });

  it('is the site name for a page that sets none, and again once a titled page goes away', async () => {
    const show = await load(<p data-testid="screen">Explore</p>);
    expect(document.title).toBe('Parkland Sales');
    await show(<TitledPage title="Report an Issue" />);
    expect(document.title).toBe('Report an Issue · Parkland Sales');
    await show(<p data-testid="screen">Explore</p>);
    expect(document.title).toBe('Parkland Sales');
  });
});
