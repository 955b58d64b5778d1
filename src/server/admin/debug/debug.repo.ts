import { eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/executor';
import { garageSales } from '../../db/schema';

/** What the schedule is rebuilt from, the row locked until the transaction ends. */
export async function lockSaleSchedule(tx: DbExecutor, id: number) {
  const [row] = await tx
    .select({
      startDate: garageSales.startDate,
      startTime: garageSales.startTime,
      endTime: garageSales.endTime,
      scheduleData: garageSales.scheduleData,
    })
    .from(garageSales)
    .where(eq(garageSales.id, id))
    .for('update');
  return row;
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
