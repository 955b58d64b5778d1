import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES, type Locale, localizedPath } from '../../../shared/i18n/locales';
import { IdParamsSchema } from '../../../shared/schemas/common';
import { EventSlugParamsSchema, EventSlugSchema } from '../../../shared/schemas/events';
import { refuseGuests, requireUser } from '../../auth/auth-context';
import { errorResponses, NotFoundError } from '../../errors';
import { chosenLocale } from '../../i18n/request-locale';
import { LIST_CACHE_CONTROL, markPrivate } from '../../lib/cache-headers';
import { matchesIfNoneMatch } from '../../lib/cached-json';
import { siteUrl } from '../../mail/site-links';
import { frenchAddressFor } from '../../web/page-language';
import { trustedOrigin } from '../../web/public-origin';
import { EVENT_NOT_FOUND } from '../events.service';
import { eventPrintFile, type PrintedFile, yardSignFile } from './print.service';
import type { PrintSite } from './print-words';

/** The answer is the file itself: so the API document says. */
const PdfResponse = {
  description: 'A PDF file (letter size), shown inline',
  content: { 'application/pdf': { schema: z.string().describe('A PDF document') } },
};

const SignParamsSchema = z.object({ slug: EventSlugSchema, saleId: IdParamsSchema.shape.id });
const SignQuerySchema = z.object({ lang: z.optional(z.enum(LOCALES)) });

/**
 * QR codes need a whole address: the public origin (PUBLIC_URL or a trusted proxy's host), else this
 * server's own address as mail writes it; never the request's Host header, which anyone sets.
 */
function printSite(request: FastifyRequest, locale: Locale): PrintSite {
  const { config } = request.server;
  return {
    locale,
    siteName: config.siteName,
    origin: trustedOrigin(request, config.publicUrl) ?? siteUrl(config),
  };
}

/**
 * Chrome shows a PDF through an internal <embed>, which the site's `object-src 'none'` blocks
 * (crbug.com/271452): a file carries only the policy that still matters for it, no framing by other sites.
 */
const PDF_CONTENT_SECURITY_POLICY = "frame-ancestors 'self'";

function sendPdf(request: FastifyRequest, reply: FastifyReply, file: PrintedFile) {
  reply.header('etag', file.etag).header('content-security-policy', PDF_CONTENT_SECURITY_POLICY);
  if (matchesIfNoneMatch(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .send(file.pdf);
}

/**
 * The event's printed material (issue 25): the booklet and the poster are pages of the site, in the
 * language of their address (/events/... and /fr/events/...), the same for everyone; the yard sign is an
 * API call for the people who may print it.
 */
export const registerEventPrintRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of ['booklet', 'poster'] as const) {
    for (const locale of LOCALES) {
      app.get(
        localizedPath(`/events/:slug/${kind}.pdf`, locale),
        { schema: { hide: true } },
        async (request, reply) => {
          // As the pages: the English address sends a reader who reads French to the French file.
          const french = frenchAddressFor(request, reply);
          if (french) return reply.redirect(french, 302);
          const params = EventSlugParamsSchema.safeParse(request.params);
          if (!params.success) throw new NotFoundError(EVENT_NOT_FOUND);
          const file = await eventPrintFile(app.db, params.data.slug, kind, printSite(request, locale));
          reply.header('cache-control', LIST_CACHE_CONTROL);
          return sendPdf(request, reply, file);
        },
      );
    }
  }

  app.get(
    '/api/events/:slug/sales/:saleId/sign.pdf',
    {
      onRequest: refuseGuests,
      schema: {
        params: SignParamsSchema,
        querystring: SignQuerySchema,
        response: { 200: PdfResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      markPrivate(reply, 'Accept-Language');
      // A link opens the sign (a navigation, with the browser's Accept-Language): the language the link
      // names, else the one the reader chose with the switch, else the request's.
      const locale = request.query.lang ?? chosenLocale(request) ?? request.locale;
      const { slug, saleId } = request.params;
      return sendPdf(
        request,
        reply,
        await yardSignFile(app.db, user, slug, saleId, printSite(request, locale)),
      );
    },
  );
};
