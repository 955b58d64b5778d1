import { generateSchedule, hhmm, parseSchedule } from '../../../shared/dates';
import type { UpdateSaleDates } from '../../../shared/schemas/admin';
import { windowLength } from '../../../shared/schemas/filters';
import { MAX_SALE_DAYS, SALE_TOO_LONG_MESSAGE } from '../../../shared/schemas/sale-form';
import type { Db } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../errors';
import { SALE_NOT_FOUND } from '../../sales/sales.service';
import { salesChanged } from '../../sales/sales-cache';
import { lockSaleSchedule, updateSaleDatesRow } from './debug.repo';

/** PostgreSQL answers 'HH:MM:SS'; schedules speak 'HH:mm'. */

/**
 * Moves a sale to other days, past ones included (a debug tool: it makes ended or running sales to look
 * at). The schedule becomes one entry per day, each with the first day's times as they were. As long as
 * the wizard allows, so a slip of the year cannot build a schedule of thousands of days.
 */
export async function updateSaleDates(db: Db, body: UpdateSaleDates): Promise<void> {
  if (windowLength(body.startDate, body.endDate) > MAX_SALE_DAYS) {
    throw new BadRequestError(SALE_TOO_LONG_MESSAGE, [{ path: 'endDate', message: SALE_TOO_LONG_MESSAGE }]);
  }
  await db.transaction(async (tx) => {
    const sale = await lockSaleSchedule(tx, body.saleId);
    if (!sale) throw new NotFoundError(SALE_NOT_FOUND);
    const [first] = parseSchedule(sale.scheduleData, {
      startDate: sale.startDate,
      startTime: hhmm(sale.startTime),
      endTime: hhmm(sale.endTime),
    });
    const startTime = first?.startTime ?? hhmm(sale.startTime);
    const endTime = first?.endTime ?? hhmm(sale.endTime);
    const schedule = generateSchedule(body.startDate, body.endDate).map((day) => ({
      date: day.date,
      startTime,
      endTime,
    }));
    await updateSaleDatesRow(tx, body.saleId, {
      startDate: body.startDate,
      endDate: body.endDate,
      startTime,
      endTime,
      scheduleData: JSON.stringify(schedule),
    });
  });
  await salesChanged();
}
