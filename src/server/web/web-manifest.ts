import type { FastifyPluginAsync } from 'fastify';
import { LOCALES, type Locale, localizedPath } from '../../shared/i18n/locales';
import type { AppConfig } from '../config';
import { serverT } from '../lib/server-i18n';

/**
 * The web app manifest, from the server so that it carries the town's own SITE_NAME (the build is the
 * same for every town): the phone's "Add to Home Screen" installs the site as an app that opens on
 * Explore, and with the service worker (src/client/sw.ts) it opens offline too. One per language
 * (issue 24): the French pages link /fr/manifest.webmanifest, whose app opens on /fr/.
 */
export function webManifest(
  config: Pick<AppConfig, 'siteName' | 'productNoun' | 'productNounFr'>,
  locale: Locale,
) {
  const t = serverT(locale, 'pages');
  const { siteName } = config;
  return {
    name: siteName,
    short_name: siteName.length <= 12 ? siteName : t('manifest.shortName'),
    description: t('manifest.description', {
      productPlural: locale === 'fr' ? config.productNounFr : config.productNoun,
    }),
    lang: locale,
    start_url: localizedPath('/', locale),
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
  };
}

export const registerWebManifest: FastifyPluginAsync = async (app) => {
  for (const locale of LOCALES) {
    const manifest = JSON.stringify(webManifest(app.config, locale));
    app.get(
      localizedPath('/manifest.webmanifest', locale),
      { schema: { hide: true } },
      async (_request, reply) =>
        reply
          .type('application/manifest+json; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(manifest),
    );
  }
};
