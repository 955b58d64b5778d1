import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_FROM_BYTES, COMPRESSED_ENCODINGS } from './compression';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = (typeof COMPRESSED_ENCODINGS)[number];

/** Made once per cached answer, so a little more effort than per-request compression pays off. */
const ENCODERS: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => gzip(body, { level: 6 }),
};

/**
 * An answer serialised once and sent many times: the JSON bytes, a validator of them, and each compressed
 * form the first time a client asks for it. Kept in the services' caches (the sales list, a sale's
 * detail), so a cached answer costs neither serialisation nor compression per request (decision 0010).
 */
export interface CachedJson {
  body: Buffer;
  /** Weak: the same JSON goes out as brotli, gzip or identity, so its bytes on the wire differ. */
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export function toCachedJson(value: unknown): CachedJson {
  return toCachedBody(JSON.stringify(value));
}

/** The same for a text already made (a server-drawn page's HTML), sent with sendCachedJson's contentType. */
export function toCachedBody(text: string): CachedJson {
  const body = Buffer.from(text);
  const etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag, encoded: {} };
}

/** What a cache should count for an answer: its JSON and, once made, its compressed forms (a fifth of it). */
export function cachedJsonBytes(answer: CachedJson): number {
  return Math.ceil(answer.body.length * 1.2);
}

/** If-None-Match as RFC 9110 reads it: '*', or a list of tags compared weakly (W/ ignored). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/** The encoding @fastify/compress would pick for this request (same negotiator, same preference order). */
function chooseEncoding(request: FastifyRequest, answer: CachedJson): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header || answer.body.length < COMPRESS_FROM_BYTES) return undefined;
  const choice = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...COMPRESSED_ENCODINGS]);
  return choice ? (choice as Encoding) : undefined;
}

/**
 * Sends a cached answer: 304 when the client holds it already, else its bytes, compressed once per entry
 * in the form the client accepts (an answer that carries a Content-Encoding passes @fastify/compress by).
 * The route still declares the answer's schema (the reference and the tests read it); the bytes were made
 * from a value of that schema, so they are not serialised again.
 */
export async function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedJson,
  cacheControl: string,
  contentType = 'application/json; charset=utf-8',
): Promise<FastifyReply> {
  const vary = reply.getHeader('vary');
  reply
    .header('cache-control', cacheControl)
    .header('etag', answer.etag)
    .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type(contentType);
  const encoding = chooseEncoding(request, answer);
  if (!encoding) return reply.send(answer.body);
  answer.encoded[encoding] ??= ENCODERS[encoding](answer.body);
  return reply.header('content-encoding', encoding).send(await answer.encoded[encoding]);
}
