import type { FastifyInstance, FastifyReply } from 'fastify';

/*
 * Who may keep an answer, for every feature's routes: the public list's rule and the private one of an
 * answer made for one user.
 */

/**
 * The list is the same for every viewer, so any cache may keep it: a browser revalidates it (an unchanged
 * list costs a 304) but may show its copy for up to 30 s while it asks again; a shared cache or CDN in
 * front of the app may serve it for 10 s and, while it asks again, for 30 s more (decision 0010, README
 * "Behind a reverse proxy"). The service worker's reads always ask the site (sw.ts), so a copy kept that
 * way never passes for a live answer when the site is down.
 */
export const LIST_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

/** An answer made for one user: no shared cache may keep it, and a browser keeps it per cookie. */
export function markPrivate(reply: FastifyReply, ...alsoVaryOn: string[]): void {
  reply.header('cache-control', 'private, no-cache').header('vary', ['cookie', ...alsoVaryOn].join(', '));
}

/** Every answer of the calling plugin, errors too, is kept by no cache at all, the browser's included. */
export function storeNoAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
