// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi } from '../../test-support/render';
import { FilterPanel } from './filter-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FilterPanel', () => {
  it("starts collapsed, and 'Show Filters' opens the fields it names as controlled", async () => {
    stubApi((url) => {
      if (url.pathname === '/api/categories') return json([]);
      if (url.pathname === '/api/cities') return json(['Acheson']);
      return undefined;
    });
    await renderWithProviders(
      <FilterPanel filters={{ startDate: '2026-06-10', endDate: '2026-06-16' }} onChange={() => {}} />,
    );
    const show = screen.getByRole('button', { name: 'Show Filters' });
    expect(show).toHaveProperty('ariaExpanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filter sales' })).toBeNull();

    fireEvent.click(show);
    const hide = screen.getByRole('button', { name: 'Hide Filters' });
    expect(hide).toHaveProperty('ariaExpanded', 'true');
    // The fields arrive with their own script, inside the element the button controls.
    const form = await screen.findByRole('form', { name: 'Filter sales' });
    const controlled = document.getElementById(hide.getAttribute('aria-controls') ?? '');
    expect(controlled?.contains(form)).toBe(true);

    fireEvent.click(hide);
    expect(screen.getByRole('button', { name: 'Show Filters' })).toHaveProperty('ariaExpanded', 'false');
    expect(screen.queryByRole('form', { name: 'Filter sales' })).toBeNull();
  });
});
