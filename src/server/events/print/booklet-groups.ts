import type { EventSale } from '../../../shared/schemas/events';

/** The sales of one city and neighbourhood, in number order (sales not numbered yet last). */
export interface SaleGroup {
  city: string;
  neighborhood: string | null;
  sales: EventSale[];
}

const byNumber = (a: EventSale, b: EventSale) =>
  (a.number ?? Number.POSITIVE_INFINITY) - (b.number ?? Number.POSITIVE_INFINITY) || a.id - b.id;

/**
 * The booklet's sections: one per city and neighbourhood, ordered by their lowest number. Numbers follow
 * the streets area by area, so the booklet reads in about the order a shopper drives; a section without
 * numbers yet goes last, by its name.
 */
export function groupSales(sales: EventSale[]): SaleGroup[] {
  const groups = new Map<string, SaleGroup>();
  for (const sale of [...sales].sort(byNumber)) {
    const key = JSON.stringify([sale.city, sale.neighborhood]);
    let group = groups.get(key);
    if (!group) {
      group = { city: sale.city, neighborhood: sale.neighborhood, sales: [] };
      groups.set(key, group);
    }
    group.sales.push(sale);
  }
  const lowest = (group: SaleGroup) => group.sales[0]?.number ?? Number.POSITIVE_INFINITY;
  const name = (group: SaleGroup) => `${group.city}\u0000${group.neighborhood ?? ''}`;
  return [...groups.values()].sort((a, b) => lowest(a) - lowest(b) || name(a).localeCompare(name(b)));
}
