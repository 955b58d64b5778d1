import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../shared/schemas/common';

/** Errors a service throws; the one handler below turns them into `{message, issues?}` with a status. */
export class HttpError extends Error {
  /** Headers the answer carries besides the message (such as Retry-After). */
  headers?: Record<string, string>;
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
  constructor(message = 'Please log in to continue') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'You do not have permission to do that') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: String(v.instancePath ?? '')
          .replace(/^\//, '')
          .replaceAll('/', '.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first
        ? first.path
          ? `${first.path}: ${first.message}`
          : first.message
        : 'Invalid request';
      return reply.status(400).send({ message, issues });
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(error.issues ? { message: error.message, issues: error.issues } : { message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, ...) carry a useful message.
    return reply.status(status).send({ message: error.message });
  });
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
