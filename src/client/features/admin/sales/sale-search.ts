import type { AdminSale } from '../../../../shared/schemas/admin';

/**
 * Spec §2 Admin sales per-tab search: a sale matches when its title, address, city, neighborhood, seller
 * name or seller email holds the term, ignoring case and the spaces around the term.
 */
export function matchesSearch(sale: AdminSale, term: string): boolean {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [sale.title, sale.address, sale.city, sale.neighborhood, sale.userName, sale.userEmail].some(
    (field) => field?.toLocaleLowerCase().includes(needle) ?? false,
  );
}

export function filterSales(sales: AdminSale[], term: string): AdminSale[] {
  return sales.filter((sale) => matchesSearch(sale, term));
}
