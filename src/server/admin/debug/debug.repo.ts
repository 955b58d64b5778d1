import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { lockRowById } from '../../db/row-by-id';
import { garageSales } from '../../db/schema';

/** What the schedule is rebuilt from, the row locked until the transaction ends. */
export function lockSaleSchedule(tx: DbExecutor, id: number) {
  const { startDate, startTime, endTime, scheduleData } = garageSales;
  return lockRowById(tx, garageSales, { startDate, startTime, endTime, scheduleData }, id);
}

export interface SaleDates {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  scheduleData: string;
}

export async function updateSaleDatesRow(tx: DbExecutor, id: number, values: SaleDates): Promise<void> {
  await tx
    .update(garageSales)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(garageSales.id, id));
}
