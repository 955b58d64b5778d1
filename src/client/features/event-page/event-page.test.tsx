// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { EventDetail } from '../../../shared/schemas/events';
import { makeEvent, makeEventSale } from '../../../shared/schemas/events.fixtures';
import { GUEST_PLAN_KEY } from '../../lib/plan-store';
import { json, renderWithProviders, stubApi } from '../../test-support/render';
import { EventPage } from './event-page';
import { EventSaleList, type EventSaleListHandle } from './event-sale-list';

const SLUG = 'spruce-grove-sale-day';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

async function renderEvent(event: EventDetail | null, path = `/events/${SLUG}`) {
  window.history.replaceState(null, '', path);
  stubApi((url) => {
    if (url.pathname !== `/api/events/${SLUG}`) return undefined;
    return event ? json(event) : json({ message: 'Event not found' }, 404);
  });
  return renderWithProviders(
    <Router hook={memoryLocation({ path: `/events/${SLUG}` }).hook}>
      <Route path="/events/:slug" component={EventPage} />
    </Router>,
  );
}

/**
 * The browser's IntersectionObserver, which jsdom lacks: it reports, as a browser does, once after `observe`
 * and again when the test brings the watched element near the view.
 */
class NearObserver {
  static near = false;
  static reports = 0;
  static readonly watching = new Set<NearObserver>();
  private target: Element | undefined;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  static bringNear() {
    NearObserver.near = true;
    for (const observer of NearObserver.watching) observer.report();
  }
  observe(target: Element) {
    this.target = target;
    NearObserver.watching.add(this);
    setTimeout(() => this.report(), 0);
  }
  disconnect() {
    NearObserver.watching.delete(this);
  }
  private report() {
    if (!NearObserver.watching.has(this) || !this.target) return;
    NearObserver.reports++;
    const entry = { isIntersecting: NearObserver.near, target: this.target } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const listedTitles = () =>
  within(screen.getByTestId('event-sales'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** The list once it has followed the filters (it is filtered again after the keys, as a deferred value). */
const expectListed = (titles: string[]) => waitFor(() => expect(listedTitles()).toEqual(titles));

/**
 * A filter's new value, inside an awaited act: a filter may show words whose catalogue is still loading,
 * and what suspends there must be let finish (a busy CI machine caught an unawaited one).
 */
const type = (field: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(field, { target: { value } });
  });

describe('the event page (issue 25)', () => {
  it('names the sale day, its day and hours, its sales and rules, and what a seller and a shopper can do', async () => {
    await renderEvent(makeEvent());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spruce Grove Community Garage Sale' }),
    ).toBeTruthy();
    expect(screen.getByText('Saturday, June 13, 2026, 8:00 AM – 4:00 PM')).toBeTruthy();
    expect(screen.getByTestId('event-count').textContent).toBe('3 garage sales · in Spruce Grove');
    expect(screen.getByText('Park on one side.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register your sale' }).getAttribute('href')).toBe(
      `/create-sale?event=${SLUG}`,
    );
    expect(screen.getByRole('link', { name: 'Booklet (PDF)' }).getAttribute('href')).toBe(
      `/events/${SLUG}/booklet.pdf`,
    );
    expect(screen.getByRole('link', { name: 'Poster (PDF)' }).getAttribute('href')).toBe(
      `/events/${SLUG}/poster.pdf`,
    );
    const items = within(screen.getByTestId('event-sales')).getAllByTestId('event-sale');
    expect(items.map((item) => within(item).getByTestId('event-sale-number').textContent)).toEqual([
      '#1',
      '#2',
      '#3',
    ]);
    const third = items[2] as HTMLElement;
    expect(within(third).getByRole('link', { name: '#3 Tools galore' }).getAttribute('href')).toBe(
      '/garage-sales/13',
    );
    expect(within(third).getByText('Sat, Jun 13: 12:00 PM – 2:00 PM')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Toys')).toBeTruthy();
    expect(screen.getByRole('region', { name: "Map of the sale day's garage sales" })).toBeTruthy();
    expect(document.title).toContain('Spruce Grove Community Garage Sale');
  });

  it('filters by text (a number, a word without its accents) and by category, and clears the filters', async () => {
    await renderEvent(makeEvent());
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await type(search, 'LEGO');
    await expectListed(['Kids corner']);
    await waitFor(() => expect(screen.getByTestId('event-shown').textContent).toBe('Showing 1 of 3'));
    await type(search, '#3');
    await expectListed(['Tools galore']);
    await type(search, 'ecole');
    await expectListed(['Kids corner']);
    await type(search, '');
    await type(screen.getByRole('combobox', { name: 'Category' }), '2');
    await expectListed(['Books and records']);
    await type(search, 'tools');
    await waitFor(() => expect(screen.queryByTestId('event-sales')).toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    });
    await expectListed(['Books and records', 'Kids corner', 'Tools galore']);
  });

  it('offers "Open now" on the event’s day only, and keeps the sales open at that minute', async () => {
    // 15:00 in Edmonton on the event's day: Tools galore (12:00 to 14:00) has closed.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-13T21:00:00Z') });
    await renderEvent(makeEvent());
    const openNow = await screen.findByRole('button', { name: 'Open now', pressed: false });
    await act(async () => {
      fireEvent.click(openNow);
    });
    await expectListed(['Books and records', 'Kids corner']);
    vi.setSystemTime(new Date('2026-06-14T18:00:00Z'));
    cleanup();
    await renderEvent(makeEvent());
    await screen.findByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('button', { name: 'Open now' })).toBeNull();
  });

  it('adds the shown sales to the plan at once, or one, and leads to the planner', async () => {
    await renderEvent(makeEvent());
    await type(await screen.findByRole('searchbox', { name: 'Search' }), 'o');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my plan: Kids corner' }));
    expect(JSON.parse(localStorage.getItem(GUEST_PLAN_KEY) ?? '{}')).toEqual({ saleIds: [12] });
    fireEvent.click(screen.getByRole('button', { name: 'Add all to my plan (2)' }));
    expect(JSON.parse(localStorage.getItem(GUEST_PLAN_KEY) ?? '{}')).toEqual({ saleIds: [12, 11, 13] });
    expect(screen.getByText('2 sales added to your plan')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All shown are in my plan' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'Plan my route (3)' }).getAttribute('href')).toBe('/plan');
  });

  it('says when registration is closed, and when the sale day is full, instead of "Register your sale"', async () => {
    await renderEvent(makeEvent({ registrationClosesAt: '2026-06-01T00:00:00.000Z' }));
    expect(await screen.findByText('Registration closed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Register your sale' })).toBeNull();
    cleanup();
    await renderEvent(makeEvent({ maxSales: 3 }));
    expect(await screen.findByText('Registration closed: the sale day is full')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Register your sale' })).toBeNull();
  });

  it('draws a long list a few dozen at a time as its end comes near the view, and all of it for paper', async () => {
    vi.stubGlobal('IntersectionObserver', NearObserver);
    NearObserver.near = false;
    NearObserver.reports = 0;
    const sales = Array.from({ length: 100 }, (_, n) => makeEventSale({ id: n + 1 }));
    await renderEvent(makeEvent({ sales }));
    await screen.findByRole('heading', { level: 1, name: 'Spruce Grove Community Garage Sale' });
    // The list's end is watched and said to be far: nothing more is drawn than the first screen's.
    await waitFor(() => expect(NearObserver.reports).toBeGreaterThan(0));
    expect(screen.getAllByTestId('event-sale')).toHaveLength(12);
    act(() => NearObserver.bringNear());
    await waitFor(() => expect(screen.getAllByTestId('event-sale')).toHaveLength(100));

    cleanup();
    NearObserver.near = false;
    await renderEvent(makeEvent({ sales }));
    await screen.findByRole('heading', { level: 1, name: 'Spruce Grove Community Garage Sale' });
    window.dispatchEvent(new Event('beforeprint'));
    expect(screen.getAllByTestId('event-sale')).toHaveLength(100);
  });

  it('draws the list down to a sale asked for (a marker clicked) and puts the focus on its link', async () => {
    vi.stubGlobal('IntersectionObserver', NearObserver);
    NearObserver.near = false;
    NearObserver.reports = 0;
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    try {
      const sales = Array.from({ length: 100 }, (_, n) =>
        makeEventSale({ id: n + 1, title: `Sale ${n + 1}` }),
      );
      const list = createRef<EventSaleListHandle>();
      stubApi(() => undefined);
      await renderWithProviders(<EventSaleList ref={list} sales={sales} />);
      expect(await screen.findAllByTestId('event-sale')).toHaveLength(12);
      act(() => list.current?.show(80));
      expect(screen.getAllByTestId('event-sale').length).toBeGreaterThanOrEqual(80);
      expect(document.activeElement?.textContent).toBe('Sale 80');
      expect(scrolled).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });

  it('says a sale day that does not exist was not found', async () => {
    await renderEvent(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sale day not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore the garage sales' }).getAttribute('href')).toBe('/');
  });
});
