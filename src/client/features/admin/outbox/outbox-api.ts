import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { OutboxMessageSchema, OutboxPageSchema } from '../../../../shared/schemas/outbox';
import { getJson } from '../../../lib/api';
import { EVERY_VISIT } from '../../../lib/query-client';

export const OUTBOX_PATH = '/api/admin/outbox';

/** One page of the outbox, newest first; `q` part of an address, `before` the page's start. */
export const outboxPageQuery = (q: string, before: number | undefined) =>
  queryOptions({
    queryKey: [OUTBOX_PATH, { q, before }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (before) params.set('before', String(before));
      const query = params.size ? `?${params}` : '';
      return getJson(`${OUTBOX_PATH}${query}`, { schema: OutboxPageSchema, signal });
    },
    placeholderData: keepPreviousData,
    ...EVERY_VISIT,
  });

export const outboxMessageQuery = (id: number) =>
  queryOptions({
    queryKey: [OUTBOX_PATH, id],
    queryFn: ({ signal }) => getJson(`${OUTBOX_PATH}/${id}`, { schema: OutboxMessageSchema, signal }),
  });
