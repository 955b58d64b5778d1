import {
  NO_NEIGHBORHOOD,
  PAST_START_MESSAGE,
  type SaleWrite,
  ScheduleListSchema,
  UNKNOWN_CATEGORY_MESSAGE,
} from '../../shared/schemas/sale-form';
import type { DbExecutor } from '../db/executor';
import { apiMsg, BadRequestError } from '../errors';
import {
  findActiveCityByName,
  findActiveNeighborhood,
  lockExistingCategoryIds,
  type SaleValues,
} from './sales-write.repo';

export const PAST_END_MESSAGE = apiMsg('sales.pastEnd');
export const UNKNOWN_CITY_MESSAGE = apiMsg('sales.unknownCity');
export const UNKNOWN_NEIGHBORHOOD_MESSAGE = apiMsg('sales.unknownNeighborhood');
export { UNKNOWN_CATEGORY_MESSAGE };

/** The stored sale an update starts from: values it already has may stay even where new ones could not. */
export interface ExistingSale {
  city: string;
  neighborhood: string | null;
  startDate: string;
}

type Issue = { path: string; message: string };

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  a != null && b != null && a.toLowerCase() === b.toLowerCase();

function dateIssues(body: SaleWrite, today: string, existing?: ExistingSale): Issue[] {
  const issues: Issue[] = [];
  // An edit may keep a start day that has since passed (the sale is running); a moved start may not be past.
  const startMoved = !existing || body.startDate !== existing.startDate;
  if (startMoved && body.startDate < today) issues.push({ path: 'startDate', message: PAST_START_MESSAGE });
  if (body.endDate < today) issues.push({ path: 'endDate', message: PAST_END_MESSAGE });
  return issues;
}

/** The spelling of the reference data wins over the user's ('stony plain' is stored as 'Stony Plain'). */
async function resolvePlace(
  tx: DbExecutor,
  body: SaleWrite,
  existing: ExistingSale | undefined,
  issues: Issue[],
) {
  const city = await findActiveCityByName(tx, body.city);
  // A city or neighborhood deactivated since the sale was made does not stop its owner from saving it.
  const keptCity = !city && existing && sameText(existing.city, body.city) ? existing.city : undefined;
  if (!city && !keptCity) issues.push({ path: 'city', message: UNKNOWN_CITY_MESSAGE });

  const wanted = body.neighborhood?.trim();
  if (!wanted || wanted.toLowerCase() === NO_NEIGHBORHOOD)
    return { city: city?.name ?? keptCity, neighborhood: null };
  const found = city ? await findActiveNeighborhood(tx, city.id, wanted) : undefined;
  const unchanged = existing && sameText(existing.city, body.city) && sameText(existing.neighborhood, wanted);
  const neighborhood = found?.name ?? (unchanged ? existing.neighborhood : null);
  if (!neighborhood && (city || keptCity))
    issues.push({ path: 'neighborhood', message: UNKNOWN_NEIGHBORHOOD_MESSAGE });
  return { city: city?.name ?? keptCity, neighborhood };
}

/**
 * The row to write for a valid body, after the checks the schema cannot make (they need the database or
 * today's date); all failures together as one 400. Runs inside the write's transaction.
 */
export async function resolveSaleValues(
  tx: DbExecutor,
  body: SaleWrite,
  today: string,
  existing?: ExistingSale,
): Promise<{ values: SaleValues; categoryIds: number[] }> {
  const issues = dateIssues(body, today, existing);
  const place = await resolvePlace(tx, body, existing, issues);
  const categoryIds = [...new Set(body.categoryIds)];
  const known = await lockExistingCategoryIds(tx, categoryIds);
  if (categoryIds.some((id) => !known.has(id)))
    issues.push({ path: 'categoryIds', message: UNKNOWN_CATEGORY_MESSAGE });

  const [first] = issues;
  if (first || !place.city) throw new BadRequestError(first?.message ?? UNKNOWN_CITY_MESSAGE, issues);

  // The schema has checked it; stored sorted and re-serialised, so the column holds only what we wrote.
  const schedule = ScheduleListSchema.parse(JSON.parse(body.scheduleData)).sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  // Spec §7: the sale's times are its first day's; the body's startTime/endTime cannot contradict them.
  const [firstDay] = schedule;
  return {
    categoryIds,
    values: {
      title: body.title,
      description: body.description?.trim() ? body.description : null,
      address: body.address,
      city: place.city,
      neighborhood: place.neighborhood,
      lat: body.position.lat,
      lng: body.position.lng,
      startDate: body.startDate,
      endDate: body.endDate,
      startTime: firstDay?.startTime ?? body.startTime,
      endTime: firstDay?.endTime ?? body.endTime,
      scheduleData: JSON.stringify(schedule),
    },
  };
}
