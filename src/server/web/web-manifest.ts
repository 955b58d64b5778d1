import type { FastifyPluginAsync } from 'fastify';

/**
 * The web app manifest, from the server so that it carries the town's own SITE_NAME (the build is the
 * same for every town): the phone's "Add to Home Screen" installs the site as an app that opens on
 * Explore, and with the service worker (src/client/sw.ts) it opens offline too.
 */
export const registerWebManifest: FastifyPluginAsync = async (app) => {
  const { siteName } = app.config;
  const manifest = JSON.stringify({
    name: siteName,
    short_name: siteName.length <= 12 ? siteName : 'Sales',
    description: 'This week’s garage sales on a map and in a list, and your Saturday plan, offline too.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#15803d',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  });
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(manifest),
  );
};
