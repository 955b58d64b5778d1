import * as z from 'zod/mini';
import english from '../i18n/catalogs/en/plan-schema.json' with { type: 'json' };
import { messagesOf } from '../i18n/messages';
import { MAX_PLAN_STOPS } from '../planner/plan';
import { IsoDateSchema, intSchema, PositionSchema, TimeOfDaySchema } from './common';

/** The planner's schema messages (decision 0030): English here, each side shows them in its reader's language. */
export const planMsg = messagesOf('plan-schema', english);

export const MAX_STAY_MINUTES = 240;
export const DUPLICATE_STOP_MESSAGE = planMsg('stops.twice');

/** POST /api/plan/route: where and when the shopper sets off, and the sales to visit that day. */
export const PlanRequestSchema = z.object({
  start: PositionSchema,
  stops: z
    .array(z.object({ saleId: intSchema().check(z.positive(), z.lte(2_147_483_647)) }), {
      message: planMsg('stops.required'),
    })
    .check(
      z.minLength(1, planMsg('stops.min')),
      z.maxLength(MAX_PLAN_STOPS, planMsg('stops.max', { max: MAX_PLAN_STOPS })),
      z.refine(
        (stops) => new Set(stops.map((stop) => stop.saleId)).size === stops.length,
        DUPLICATE_STOP_MESSAGE,
      ),
    ),
  startDate: IsoDateSchema,
  startTime: TimeOfDaySchema,
  stayMinutes: z._default(
    intSchema(planMsg('stay.whole')).check(
      z.gte(0),
      z.lte(MAX_STAY_MINUTES, planMsg('stay.max', { max: MAX_STAY_MINUTES })),
    ),
    15,
  ),
});
export type PlanRequest = z.infer<typeof PlanRequestSchema>;

/** The route's drawing: a GeoJSON LineString from the start through the stops, in [lng, lat] pairs. */
export const RouteLineSchema = z.object({
  type: z.literal('LineString'),
  coordinates: z.array(z.tuple([z.number(), z.number()])),
});
export type RouteLine = z.infer<typeof RouteLineSchema>;

export const PlanAnswerSchema = z.object({
  stops: z.array(
    z.object({
      saleId: intSchema(),
      /** 'HH:mm' on the plan's day. */
      arrival: z.string(),
      departure: z.string(),
      /** Minutes waiting for the sale to open. */
      wait: intSchema(),
    }),
  ),
  unreachable: z.array(z.object({ saleId: intSchema(), reason: z.string() })),
  totalDriveMinutes: z.number(),
  /** Whose driving times: the configured router's, or the straight-line estimate. */
  source: z.enum(['router', 'straight-line']),
  legs: z.optional(RouteLineSchema),
});
export type PlanAnswer = z.infer<typeof PlanAnswerSchema>;
