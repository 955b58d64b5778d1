import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { forgetCachedSales, onSalesChanged } from '../sales/sales-cache';

/** The PostgreSQL channel on which instances tell each other that sales changed. */
export const SALES_CHANNEL = 'gsf_sales_changed';
const RECONNECT_MS = 1_000;

export interface SalesChangeFeed {
  /** This instance's name in the notifications, so that it ignores its own. */
  readonly instanceId: string;
  /** Resolves once the first LISTEN is in place. */
  readonly ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Several app instances on one PostgreSQL server keep their own caches of the sales lists (decision 0012).
 * A write on one instance NOTIFYs the others (through `notify`, on the app's own pool) after its commit and
 * before it answers; each instance LISTENs on a connection of its own and drops its cached answers when
 * another instance's notice comes. While that connection is down, notices may be missed: every
 * (re)connection therefore drops the caches too, and the caches' 5-second life bounds what remains.
 */
export function startSalesChangeFeed(
  url: string,
  notify: (channel: string, payload: string) => Promise<void>,
  log: FastifyBaseLogger,
): SalesChangeFeed {
  const instanceId = crypto.randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error }, 'sales change feed lost its connection; reconnecting');
      forgetCachedSales();
      retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === SALES_CHANNEL && message.payload !== instanceId) forgetCachedSales();
    });
    try {
      await next.connect();
      await next.query(`listen ${SALES_CHANNEL}`);
      forgetCachedSales();
      markReady();
    } catch (error) {
      lost(error);
    }
  };
  void connect();

  const stopBroadcast = onSalesChanged(async () => {
    try {
      await notify(SALES_CHANNEL, instanceId);
    } catch (error) {
      // The write is committed; other instances catch up when their cached answers expire (5 s).
      log.warn({ err: error }, 'could not tell other instances that sales changed');
    }
  });

  return {
    instanceId,
    ready,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      stopBroadcast();
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
