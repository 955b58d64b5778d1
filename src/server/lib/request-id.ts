import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming X-Request-Id may be to be kept: a proxy's or a client's id (a UUID, a trace id, an
 * nginx $request_id) in the characters ids use. Anything else (too long, spaces, control characters
 * that would forge log lines) is replaced by our own id.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it looks like an id, else a random UUID. */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && ACCEPTED_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/**
 * Every answer names its request id, so a user's report or the proxy's log leads to the app's log lines
 * (they carry it as reqId).
 */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
