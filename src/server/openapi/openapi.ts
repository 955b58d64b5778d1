import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/schemas/common';
import { CROSS_SITE_MESSAGE, isGuardedAgainstCrossSite } from '../auth/cross-site-guard';
import { SESSION_COOKIE } from '../auth/sessions';
import { errorResponses } from '../errors';
import { registerApiReference } from './api-reference';
import { fallbackOperationId, OPERATIONS } from './operations';
import { describeWireFormats } from './wire-formats';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A multipart/form-data body the handler reads part by part (the photo upload): the API document shows
     * this form; Fastify validates nothing against it.
     */
    multipartBody?: z.ZodType;
  }
}

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The API is what the document describes: pages, photos, probes and the docs themselves are left out. */
export function isDocumented(url: string): boolean {
  return url.startsWith('/api/') && url !== OPENAPI_PATH && !url.startsWith(DOCS_PATH);
}

/** Routes where a 401 means wrong credentials, not a missing session. */
const SIGN_IN_ROUTES = new Set(['/api/auth/login', '/api/auth/register']);

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ApiErrorSchema } },
});

/**
 * What Fastify itself answers any request that may carry a body, before the route's schema is looked at:
 * 400 for malformed JSON, 413 over the body limit, 415 for a content type it does not parse.
 */
const BODY_ERRORS = errorResponses(400, 413, 415);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The cross-site guard's refusal (auth/cross-site-guard.ts), on every operation it guards. */
const CROSS_SITE = errorAnswer(`${CROSS_SITE_MESSAGE}: a browser sent this write for another site`);
/** The router's refusal of a path parameter over maxParamLength (errors.ts answerFrameworkError). */
const ADDRESS_TOO_LONG = errorAnswer('A path parameter is longer than the server reads (200 characters)');
/** Node's refusal of an address and headers over 16 KB (errors.ts answerClientError): any operation. */
const REQUEST_TOO_LARGE = errorAnswer("The address or the request's headers are over 16 KB");

/** An id in the path (`{id}`, `{saleId}`: IdParamsSchema): digits only, read as a positive 32-bit integer. */
const ID_PARAM = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** No cookie (the answer is the same for everyone); a session required; a session optional. */
const NO_SESSION: Record<string, string[]>[] = [];
const SESSION: Record<string, string[]>[] = [{ cookieAuth: [] }];
const OPTIONAL_SESSION: Record<string, string[]>[] = [{}, { cookieAuth: [] }];

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input' });
  return rest;
}

/**
 * The zod schemas made JSON Schema (fastify-type-provider-zod), plus what the schemas do not say: the answers
 * of the layers in front of each route (the body parser, the cross-site guard, the router, Node), its name
 * and summary (operations.ts), a tag per feature (the first segment after /api/, `admin/…` by its second),
 * the session it reads, integer path ids, and a multipart form the handler reads itself.
 */
const transform: Transform = (input) => {
  if (!isDocumented(input.url)) return { schema: { hide: true }, url: input.url };
  const method = [input.route.method].flat().find((name) => name !== 'HEAD') ?? 'GET';
  const config = input.route.config;
  const declared = (input.schema?.response ?? {}) as Record<string, unknown>;
  const added: Record<string, unknown> = { 431: REQUEST_TOO_LARGE };
  if (BODY_METHODS.has(method)) Object.assign(added, BODY_ERRORS);
  if (isGuardedAgainstCrossSite(method, config)) added[403] = CROSS_SITE;
  if (input.url.includes('/:')) added[414] = ADDRESS_TOO_LONG;
  const { schema, url } = jsonSchemaTransform({
    ...input,
    schema: { ...input.schema, response: { ...added, ...declared } },
  });

  const params = schema.params as { properties?: Record<string, unknown> } | undefined;
  for (const name of Object.keys(params?.properties ?? {}))
    if (params?.properties && /^(id|[a-z]+Id)$/.test(name)) params.properties[name] = ID_PARAM;
  const form = config?.multipartBody;
  const multipart = form ? { body: jsonSchemaOf(form), consumes: ['multipart/form-data'] } : {};

  const segments = url.split('/').filter(Boolean);
  const tag = segments[1] === 'admin' ? `admin/${segments[2]}` : (segments[1] as string);
  const needsSession = '401' in declared && !SIGN_IN_ROUTES.has(url);
  const security = needsSession ? SESSION : config?.sameForEveryone ? NO_SESSION : OPTIONAL_SESSION;
  const path = url.replace(/:(\w+)/g, '{$1}');
  const [operationId, summary] = OPERATIONS[`${method} ${path}`] ?? [fallbackOperationId(method, path)];
  return {
    schema: { ...schema, ...multipart, operationId, ...(summary ? { summary } : {}), tags: [tag], security },
    url,
  };
};

/**
 * OpenAPI 3.1 at /api/openapi.json, made from the schemas the routes validate with, and a readable
 * reference at /api/docs (decision 0011). Registered before the routes: @fastify/swagger collects them
 * as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  describeWireFormats();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${app.config.siteName} API`,
        description:
          'The JSON API the web client uses. Errors answer `{ message, issues? }`. Changes (POST, PUT, PATCH, ' +
          'DELETE) from a browser must come from the site itself (Origin / Sec-Fetch-Site), or get 403.',
        version: '1',
      },
      // The site that serves the document serves the API (PUBLIC_URL when set, else wherever it was read).
      servers: [{ url: app.config.publicUrl ?? '/', description: 'This site' }],
      components: {
        securitySchemes: {
          cookieAuth: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie set by POST /api/auth/login or /api/auth/register.',
          },
        },
      },
    },
    transform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get(
    OPENAPI_PATH,
    { schema: { hide: true }, config: { sameForEveryone: true } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    },
  );
  await app.register(registerApiReference);
}
