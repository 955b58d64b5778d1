import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { negotiateLocale } from '../shared/i18n/accept-language';
import type { MessageKey } from '../shared/i18n/catalog-types';
import english from '../shared/i18n/catalogs/en/api-errors.json' with { type: 'json' };
import type { Locale } from '../shared/i18n/locales';
import { messagesOf } from '../shared/i18n/messages';
import { ApiErrorSchema } from '../shared/schemas/common';
import { REQUEST_ID_HEADER } from './lib/request-id';
import { localizeText, serverT } from './lib/server-i18n';

/**
 * The API's own error texts (the server's api-errors catalogue) in English, as services throw them; the
 * handler answers each in the request's language (decision 0030).
 */
export const apiMsg = messagesOf('api-errors', english);

/** Errors a service throws; the one handler below turns them into `{message, issues?}` with a status. */
export class HttpError extends Error {
  /** Headers the answer carries besides the message (such as Retry-After). */
  headers?: Record<string, string>;
  /**
   * The message in a language, for a text holding a value `apiMsg` must not remember (a file's name, a
   * wait): the handler calls it with the request's language. Without it the English text is looked up.
   */
  localize?: (locale: Locale) => string;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
  }
}
export class BadRequestError extends HttpError {
  constructor(message: string, issues?: { path: string; message: string }[]) {
    super(400, message, issues);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = apiMsg('request.signIn')) {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = apiMsg('request.forbidden')) {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = apiMsg('request.notFound')) {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** An error whose message `words` writes in each language; its English is the error's message. */
export function localizedError(statusCode: number, words: (locale: Locale) => string): HttpError {
  const error = new HttpError(statusCode, words('en'));
  error.localize = words;
  return error;
}

/** What a client is told of a failure of ours (the details go to the log). */
const SERVER_ERROR_MESSAGE = apiMsg('request.serverError');

/** What a write that found the disk full answers (507), whatever the disk: DATA_DIR's or the database server's. */
export const OUT_OF_SPACE_MESSAGE = apiMsg('request.outOfSpace');

/** Fastify's own 4xx that a client's body causes: English as Fastify words them, else the catalogue's. */
const FRAMEWORK_MESSAGES: Partial<Record<string, MessageKey<'api-errors'>>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.contentLengthMismatch',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.emptyJson',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJson',
};

function frameworkMessage(error: FastifyError, locale: Locale): string {
  const key = FRAMEWORK_MESSAGES[error.code];
  return key && locale !== 'en' ? serverT(locale, 'api-errors')(key) : error.message;
}

/**
 * Whether an error, or one of its causes, is a full disk: the file system's ENOSPC or EDQUOT (a quota), or
 * PostgreSQL's disk_full (53100), which PGlite and a PostgreSQL server both raise for a file they cannot
 * extend. Drizzle wraps the database's error as its `cause`.
 */
export function isOutOfSpaceError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (code === 'ENOSPC' || code === 'EDQUOT' || code === '53100') return true;
    current = cause;
  }
  return false;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // The shared schemas' messages and the API's error texts, in the request's language (decision 0025).
    const words = (text: string) => localizeText(text, request.locale);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        message: words(v.message ?? apiMsg('request.invalidValue')),
      }));
      // The message is shown to people as it is (spec §8: the server's message): the field's name stays
      // in `issues`, not in the words ('token: This link is incomplete…'; issue 22).
      const message = issues[0]?.message ?? words(apiMsg('request.invalid'));
      return reply.status(400).send({ message, issues });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const message = error.localize ? error.localize(request.locale) : words(error.message);
      const issues = error.issues?.map((issue) => ({ ...issue, message: words(issue.message) }));
      return reply.status(error.statusCode).send(issues ? { message, issues } : { message });
    }
    if (isOutOfSpaceError(error)) {
      request.log.error({ err: error }, 'ENOSPC: no space left on the disk; the write was refused (507)');
      return reply.status(507).send({ message: words(OUT_OF_SPACE_MESSAGE) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: words(SERVER_ERROR_MESSAGE) });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: words(SERVER_ERROR_MESSAGE) });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, ...) carry a useful message.
    return reply.status(status).send({ message: frameworkMessage(error, request.locale) });
  });
}

export const ADDRESS_TOO_LONG_MESSAGE = apiMsg('request.addressTooLong');
export const ADDRESS_NOT_VALID_MESSAGE = apiMsg('request.addressNotValid');
export const REQUEST_TOO_LARGE_MESSAGE = "The address or the request's headers are too long";
export const MALFORMED_REQUEST_MESSAGE = 'The request is malformed';

/**
 * Fastify's `frameworkErrors`: its router refuses some addresses before any route, hook or error handler
 * runs, a path parameter over `maxParamLength` (414) or a broken percent-encoding (400). Its own answer
 * echoed the address, without the site's headers; this one is the API's `{ message }` with the headers every
 * other answer has (the hooks that set them do not run for these).
 */
export async function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  // The third kind, an async route constraint failing, is ours (none is used): a 500 as any other.
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, ADDRESS_TOO_LONG_MESSAGE]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, ADDRESS_NOT_VALID_MESSAGE]
        : [500, SERVER_ERROR_MESSAGE];
  if (status === 500) request.log.error({ err: error }, 'request failed before routing');
  reply.headers(await request.server.securityHeaders());
  reply.header(REQUEST_ID_HEADER, request.id);
  reply.header('cache-control', 'no-store');
  // The hooks that set request.locale (and read the cookies) did not run: the request's Accept-Language.
  const locale = negotiateLocale(request.headers['accept-language']) ?? 'en';
  reply.status(status).send({ message: localizeText(message, locale) });
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses a request before Fastify sees it, mostly for
 * an address and headers over `maxHeaderSize` (16 KB; 431). Answered on the socket itself, in the API's
 * error shape and with the site's headers, as the other errors are; in English, as no header was read.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, REQUEST_TOO_LARGE_MESSAGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, MALFORMED_REQUEST_MESSAGE];
  this.log.debug({ err: error }, 'refused by the HTTP parser');
  void this.securityHeaders().then(
    (headers) => {
      if (!socket.writable) return socket.destroy();
      const body = JSON.stringify({ message });
      const lines = [
        `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'cache-control: no-store',
        'connection: close',
      ];
      socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    },
    () => socket.destroy(),
  );
}

/**
 * The error answers a route declares, all `{ message, issues? }` (ApiErrorSchema): errorResponses(400, 401)
 * gives `{ 400: ApiErrorSchema, 401: ApiErrorSchema }` for a route's response schema.
 */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): Record<Codes[number], typeof ApiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, ApiErrorSchema])) as Record<
    Codes[number],
    typeof ApiErrorSchema
  >;
}
