import * as z from 'zod/mini';
import { NeighborhoodQuerySchema } from '../../shared/schemas/reference';
import { SaleWriteSchema, ScheduleListSchema } from '../../shared/schemas/sale-form';

/**
 * What a few shared schemas cannot say about their wire format, added to the API document as JSON Schema
 * metadata (zod's global registry, which the document's transform reads). Kept here, on the server, so the
 * browser's copy of these schemas carries none of it. Calling it again changes nothing.
 */
export function describeWireFormats(): void {
  const { $schema: _dialect, ...schedule } = z.toJSONSchema(ScheduleListSchema, { io: 'output' });
  z.globalRegistry.add(SaleWriteSchema.shape.scheduleData, {
    description:
      'The schedule, day by day: a JSON array (as text) of `{ "date": "YYYY-MM-DD", "startTime": "HH:mm", ' +
      '"endTime": "HH:mm" }`, one entry per day from startDate to endDate, each day at most once.',
    contentMediaType: 'application/json',
    contentSchema: schedule,
  });
  // The route answers 400 "Choose a city to list its neighborhoods" without one (its own message, which a
  // required field in the zod schema would turn into zod's).
  z.globalRegistry.add(NeighborhoodQuerySchema, { required: ['city'] });
}
