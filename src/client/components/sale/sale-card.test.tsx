// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDaysIso, todayIn } from '../../../shared/dates';
import { formatLocalDay } from '../../lib/format';
import { fakeApi, signedIn } from '../../test-support/accounts';
import { renderWithProviders, testConfig } from '../../test-support/render';
import { makeSale } from '../../test-support/sale';
import { SaleCard } from './sale-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function renderCard(sale = makeSale(), currentUserId: number | null = null, ended = false) {
  fakeApi(currentUserId === null ? {} : signedIn());
  const onSelect = vi.fn();
  await renderWithProviders(
    <ul>
      <SaleCard sale={sale} onSelect={onSelect} currentUserId={currentUserId} ended={ended} />
    </ul>,
  );
  return { onSelect, card: screen.getByTestId('sale-card') };
}

describe('SaleCard', () => {
  it('shows Explore\'s badges over the photo (issue 26): "New" for a fresh sale, "Last day" on its last day', async () => {
    // Only the clock is fixed (noon UTC), so the badges do not depend on when the test runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T12:00:00Z'));
    const today = todayIn(testConfig.timeZone);
    const postedAt = '2026-06-10T11:00Z';
    fakeApi({});
    await renderWithProviders(
      <ul>
        <SaleCard
          sale={makeSale({ id: 1, postedAt, startDate: addDaysIso(today, 1), endDate: addDaysIso(today, 2) })}
          onSelect={vi.fn()}
          currentUserId={null}
          badges
        />
        <SaleCard
          sale={makeSale({ id: 2, startDate: addDaysIso(today, -1), endDate: today })}
          onSelect={vi.fn()}
          currentUserId={null}
          badges
        />
        <SaleCard sale={makeSale({ id: 3, postedAt })} onSelect={vi.fn()} currentUserId={null} />
      </ul>,
    );
    const [fresh, lastDay, elsewhere] = screen.getAllByTestId('sale-card');
    expect(within(fresh as HTMLElement).getByTestId('sale-badges').textContent).toBe('New');
    expect(within(lastDay as HTMLElement).getByTestId('sale-badges').textContent).toBe('Last day');
    // Cards elsewhere (Favorites) keep the photo's corners for their own buttons.
    expect(within(elsewhere as HTMLElement).queryByTestId('sale-badges')).toBeNull();
  });

  it('shows at most 10 category chips (spec §9), and names the rest in "+N"', async () => {
    const categories = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Category ${i + 1}` }));
    await renderCard(makeSale({ categories, categoryIds: categories.map((c) => c.id) }));
    const items = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    const chips = items.filter((item) => item.hasAttribute('data-chip'));
    expect(chips.map((chip) => chip.textContent)).toEqual(categories.slice(0, 10).map((c) => c.name));
    const more = items.find((item) => item.hasAttribute('data-more'));
    expect(more?.textContent).toBe('+2and 2 more categories: Category 11, Category 12');
    expect(more?.querySelector('[aria-hidden="true"]')?.textContent).toBe('+2');
  });

  it("shows a one-day sale's dates as 'start - end'", async () => {
    const { card } = await renderCard(makeSale({ startDate: '2026-06-12', endDate: '2026-06-12' }));
    const day = formatLocalDay('2026-06-12');
    expect(card.textContent).toContain(`${day} - ${day}`);
  });

  it("shows a community sale day's number before the title, and nothing on other sales", async () => {
    const { card } = await renderCard(makeSale({ title: 'Big Sale', event: { slug: 'spruce', number: 23 } }));
    expect((await screen.findByTestId('sale-event-number')).textContent).toBe('#23');
    expect(card.textContent).toMatch(/^#23Big Sale/);
    cleanup();
    await renderCard(makeSale({ event: { slug: 'spruce', number: null } }));
    expect(screen.queryByTestId('sale-event-number')).toBeNull();
    cleanup();
    await renderCard(makeSale());
    expect(screen.queryByTestId('sale-event-number')).toBeNull();
  });

  it("opens the sale, and shows 'My Sale' to its owner only", async () => {
    const { onSelect } = await renderCard(makeSale({ id: 7, title: 'Big Sale', userId: 3 }), 3);
    expect(screen.getByText('My Sale')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Big Sale' }));
    expect(onSelect).toHaveBeenCalledWith(7);
    cleanup();
    await renderCard(makeSale({ userId: 3 }), 4);
    expect(screen.queryByText('My Sale')).toBeNull();
  });

  it('tells My Sale by the owner alone: the list is the same for every viewer', async () => {
    await renderCard(makeSale({ userId: 9, isMine: true }), 3);
    expect(screen.queryByText('My Sale')).toBeNull();
    cleanup();
    await renderCard(makeSale({ userId: 3, isMine: false }), 3);
    expect(screen.getByText('My Sale')).toBeTruthy();
  });

  it("carries the favourite heart, and marks a sale that is over 'Ended'", async () => {
    await renderCard(makeSale({ isFavorite: false }), null, true);
    const sale = screen.getByRole('heading', { level: 2 }).textContent;
    expect(screen.getByRole('button', { name: `Favorite: ${sale}` }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByText('Ended')).toBeTruthy();
  });
});
