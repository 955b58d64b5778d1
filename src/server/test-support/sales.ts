import { type DbExecutor, insertSale, type SaleInput } from '../tools/factories';

/**
 * A sale by `userId` on `date` (one day unless `input` gives an endDate), at one fixed address in Stony Plain:
 * the sale a test needs when only its owner, its day or the fields in `input` matter.
 */
export function insertSaleOn(
  db: DbExecutor,
  userId: number,
  date: string,
  input: Partial<SaleInput> = {},
): Promise<number> {
  return insertSale(db, {
    userId,
    title: 'Sale',
    address: '1 Main Street',
    city: 'Stony Plain',
    position: { lat: 53.5, lng: -114 },
    startDate: date,
    endDate: date,
    ...input,
  });
}
