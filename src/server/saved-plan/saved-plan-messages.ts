import english from '../../shared/i18n/catalogs/en/plan-schema.json' with { type: 'json' };
import { messagesOf } from '../../shared/i18n/messages';
import { MAX_PLAN_STOPS } from '../../shared/planner/plan';

/**
 * The saved plan's messages, registered here on the server (decision 0030) so that the error handler
 * answers them in the request's language. The schema (shared/schemas/plan-store.ts) holds the same English
 * as plain text, because Explore's first script reads it and must not carry a catalogue
 * (saved-plan.test.ts checks the texts agree).
 */
const planStoreMsg = messagesOf('plan-schema', english);

/** A stop at a sale gone from the public list (PLAN_SALE_GONE_MESSAGE). */
export const SALE_GONE_MESSAGE = planStoreMsg('store.saleGone');

/** Every text of PlanSaleIdsSchema and the service, registered once this module loads. */
export const SAVED_PLAN_MESSAGES = [
  SALE_GONE_MESSAGE,
  planStoreMsg('store.saleId'),
  planStoreMsg('store.idList'),
  planStoreMsg('store.twice'),
  planStoreMsg('calendar.max', { max: MAX_PLAN_STOPS }),
] as const;
