import type { MySale } from '../../shared/schemas/events-admin';
import type { Sale } from '../../shared/schemas/sale';
import type { DbExecutor } from '../db/executor';
import { eventLinksOfSales } from './event-sellers.repo';

/** GET /api/my-sales: each sale with its event (null: in none), in one statement for all. */
export async function withEventLinks(db: DbExecutor, sales: Sale[]): Promise<MySale[]> {
  const links = new Map(
    (
      await eventLinksOfSales(
        db,
        sales.map((sale) => sale.id),
      )
    ).map((link) => [link.saleId, link]),
  );
  return sales.map((sale) => {
    const link = links.get(sale.id);
    return {
      ...sale,
      event: link
        ? {
            slug: link.slug,
            name: link.name,
            number: link.number,
            followsEventDates: link.followsEventDates,
            firstDate: link.firstDate,
          }
        : null,
    };
  });
}
