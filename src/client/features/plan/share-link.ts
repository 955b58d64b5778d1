import * as z from 'zod/mini';
import type { MessageKey } from '../../../shared/i18n/catalog-types';
import { MAX_PLAN_STOPS } from '../../../shared/planner/plan';
import {
  IsoDateSchema,
  type Position,
  PositionSchema,
  TimeOfDaySchema,
} from '../../../shared/schemas/common';
import { MAX_STAY_MINUTES } from '../../../shared/schemas/plan';
import { PLAN_LIMIT_MESSAGE } from '../../../shared/schemas/plan-store';
import { coordinates } from './drive-links';

/** The link's own rules' messages (English, as the schema holds them) and their keys in the plan catalogue. */
const PROBLEMS = {
  stopIds: 'The stops must be sale ids separated by commas',
  stopId: 'The stops must be sale ids',
  stopTwice: 'Each sale may be a stop only once',
  start: 'The start must be a latitude and a longitude',
  startOnEarth: 'The start is not a place on Earth',
  stay: 'The stay must be whole minutes',
  stayTooLong: `Stay at most ${MAX_STAY_MINUTES} minutes at a sale`,
  tooMany: PLAN_LIMIT_MESSAGE,
  invalidLink: 'Invalid link',
} as const;

/** A problem's English text to its key, for the page to say it in its language (with `problemValues`). */
export const LINK_PROBLEMS = new Map<string, MessageKey<'plan'>>(
  Object.entries(PROBLEMS).map(([name, text]) => [text, `link.${name}` as MessageKey<'plan'>]),
);

/** A plan as a link opens it for anyone: the stops, and whatever of the start was chosen. */
export interface SharedPlan {
  stops: number[];
  date?: string;
  from?: Position;
  time?: string;
  stay?: number;
}

const idList = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, PROBLEMS.stopIds)),
    z.transform((text: string) => text.split(',').map(Number)),
  ),
  z.array(z.number().check(z.int(), z.lte(2_147_483_647, PROBLEMS.stopId))).check(
    z.maxLength(MAX_PLAN_STOPS, PLAN_LIMIT_MESSAGE),
    z.refine((ids) => new Set(ids).size === ids.length, PROBLEMS.stopTwice),
  ),
);

const position = z
  .pipe(
    z.string().check(z.regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, PROBLEMS.start)),
    z.transform((text: string) => {
      const [lat = Number.NaN, lng = Number.NaN] = text.split(',').map(Number);
      return { lat, lng };
    }),
  )
  .check(z.refine(({ lat, lng }) => PositionSchema.safeParse({ lat, lng }).success, PROBLEMS.startOnEarth));

/** The query string of a shared plan (/plan?stops=12,5,9&date=…&from=lat,lng&time=HH:mm&stay=15). */
export const SharedPlanQuerySchema = z.object({
  stops: idList,
  date: z.optional(IsoDateSchema),
  from: z.optional(position),
  time: z.optional(TimeOfDaySchema),
  stay: z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\d{1,3}$/, PROBLEMS.stay)), z.transform(Number)),
      z.number().check(z.lte(MAX_STAY_MINUTES, PROBLEMS.stayTooLong)),
    ),
  ),
});

export type SharedPlanRead =
  | { kind: 'none' }
  | { kind: 'plan'; plan: SharedPlan }
  | { kind: 'invalid'; message: string };

/**
 * What the address bar holds: no shared plan (no `stops`), a plan, or a link that is broken (its first
 * problem, said plainly). Parameters other than these are ignored.
 */
export function readSharedPlan(search: string): SharedPlanRead {
  const params = new URLSearchParams(search);
  if (!params.has('stops')) return { kind: 'none' };
  const raw = Object.fromEntries(
    ['stops', 'date', 'from', 'time', 'stay'].flatMap((name) => {
      const value = params.get(name);
      return value === null || (value === '' && name !== 'stops') ? [] : [[name, value]];
    }),
  );
  const parsed = SharedPlanQuerySchema.safeParse(raw);
  if (!parsed.success)
    return { kind: 'invalid', message: parsed.error.issues[0]?.message ?? PROBLEMS.invalidLink };
  const { stops, ...rest } = parsed.data;
  const plan: SharedPlan = { stops };
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined) Object.assign(plan, { [key]: value });
  return { kind: 'plan', plan };
}

/** The path and query of a plan's link; the origin is added where the whole URL is needed. */
export function sharedPlanPath(plan: SharedPlan): string {
  const params = new URLSearchParams({ stops: plan.stops.join(',') });
  if (plan.date) params.set('date', plan.date);
  if (plan.from) params.set('from', coordinates(plan.from));
  if (plan.time) params.set('time', plan.time);
  if (plan.stay !== undefined) params.set('stay', String(plan.stay));
  // Commas and colons read better unescaped, and are legal in a query.
  return `/plan?${params.toString().replaceAll('%2C', ',').replaceAll('%3A', ':')}`;
}
