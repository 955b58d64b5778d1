// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLocalDay } from '../../lib/format';
import { makeSale } from '../../test-support/sale';
import { SaleCard } from './sale-card';

afterEach(cleanup);

function renderCard(sale = makeSale(), currentUserId: number | null = null) {
  const onSelect = vi.fn();
  render(
    <ul>
      <SaleCard sale={sale} onSelect={onSelect} currentUserId={currentUserId} />
    </ul>,
  );
  return { onSelect, card: screen.getByTestId('sale-card') };
}

describe('SaleCard', () => {
  it('shows at most 10 category chips (spec §9)', () => {
    const categories = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Category ${i + 1}` }));
    renderCard(makeSale({ categories, categoryIds: categories.map((c) => c.id) }));
    const chips = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(chips).toHaveLength(10);
    expect(chips.map((chip) => chip.textContent)).toEqual(categories.slice(0, 10).map((c) => c.name));
  });

  it("shows a one-day sale's dates as 'start - end'", () => {
    const { card } = renderCard(makeSale({ startDate: '2026-06-12', endDate: '2026-06-12' }));
    const day = formatLocalDay('2026-06-12');
    expect(card.textContent).toContain(`${day} - ${day}`);
  });

  it("opens the sale, and shows 'My Sale' to its owner only", () => {
    const { onSelect } = renderCard(makeSale({ id: 7, title: 'Big Sale', userId: 3 }), 3);
    expect(screen.getByText('My Sale')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Big Sale' }));
    expect(onSelect).toHaveBeenCalledWith(7);
    cleanup();
    renderCard(makeSale({ userId: 3 }), 4);
    expect(screen.queryByText('My Sale')).toBeNull();
  });
});
