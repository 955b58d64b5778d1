import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../auth/sessions';
import { errorResponses } from '../errors';
import { registerApiReference } from './api-reference';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/** The API is what the document describes: pages, photos, probes and the docs themselves are left out. */
export function isDocumented(url: string): boolean {
  return url.startsWith('/api/') && url !== OPENAPI_PATH && !url.startsWith(DOCS_PATH);
}

/** Routes where a 401 means wrong credentials, not a missing session. */
const SIGN_IN_ROUTES = new Set(['/api/auth/login', '/api/auth/register']);

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/**
 * What Fastify itself answers any request that may carry a body, before the route's schema is looked at:
 * 400 for malformed JSON, 413 over the body limit, 415 for a content type it does not parse.
 */
const BODY_ERRORS = errorResponses(400, 413, 415);
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The zod schemas made JSON Schema (fastify-type-provider-zod), plus what the schemas do not say: a tag per
 * feature (the first segment after /api/, `admin/…` by its second) and the session cookie where a route
 * answers 401 without one.
 */
const transform: Transform = (input) => {
  if (!isDocumented(input.url)) return { schema: { hide: true }, url: input.url };
  const methods = [input.route.method].flat();
  const withBodyErrors = methods.some((method) => BODY_METHODS.has(method)) && input.schema;
  const { schema, url } = jsonSchemaTransform(
    withBodyErrors
      ? {
          ...input,
          schema: { ...input.schema, response: { ...BODY_ERRORS, ...(input.schema.response as object) } },
        }
      : input,
  );
  const segments = url.split('/').filter(Boolean);
  const tag = segments[1] === 'admin' ? `admin/${segments[2]}` : (segments[1] as string);
  const responses = (input.schema?.response ?? {}) as Record<string, unknown>;
  const needsSession = '401' in responses && !SIGN_IN_ROUTES.has(url);
  return {
    schema: { ...schema, tags: [tag], ...(needsSession ? { security: [{ cookieAuth: [] }] } : {}) },
    url,
  };
};

/**
 * OpenAPI 3.1 at /api/openapi.json, made from the schemas the routes validate with, and a readable
 * reference at /api/docs (decision 0011). Registered before the routes: @fastify/swagger collects them
 * as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${app.config.siteName} API`,
        description:
          'The JSON API the web client uses. Errors answer `{ message, issues? }`. Changes (POST, PUT, ' +
          'DELETE) from a browser must come from the site itself (Origin / Sec-Fetch-Site).',
        version: '1',
      },
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
