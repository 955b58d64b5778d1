import { type HttpError, localizedError } from '../errors';
import { serverT } from '../lib/server-i18n';

/** What @fastify/rate-limit tells an answer builder of the limit reached. */
interface LimitReached {
  statusCode: number;
  /** The wait in the limiter's English words ('1 minute', '45 seconds'). */
  after: string;
  /** The wait in milliseconds. */
  ttl: number;
}

/**
 * The 429 of every limiter that words no answer of its own, in the request's language: English as the
 * limiter words it ('Rate limit exceeded, retry in 1 minute'), French with the seconds left.
 */
export function tooManyRequests(_request: unknown, context: LimitReached): HttpError {
  const values = { after: context.after, seconds: Math.max(1, Math.ceil(context.ttl / 1000)) };
  return localizedError(context.statusCode, (locale) =>
    serverT(locale, 'api-texts')('limit.tooMany', values),
  );
}
