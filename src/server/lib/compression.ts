import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain too little from compression to pay for it. */
export const COMPRESS_FROM_BYTES = 1_024;
/** In the order of preference when a client accepts both. */
export const COMPRESSED_ENCODINGS = ['br', 'gzip'] as const;

/**
 * Answers of 1 KB and more go out compressed to clients that accept it: the admin lists (hundreds of KB
 * of JSON), a sale, My Sales, favourites, the pages. Brotli at quality 4 (the plugin's default; quality 11
 * costs far more CPU per request) or gzip, whichever the client names first in the plugin's order. An
 * answer that already carries a Content-Encoding is left alone: the built scripts (compressed once at
 * build time, sent by @fastify/static) and the cached answers of the sales list and a sale's detail,
 * compressed once per cache entry (web/cached-json.ts: per request, brotli cost the list four fifths of
 * its throughput and, under a crowd, hundreds of MB of memory; decision 0010). Photos
 * are not compressible types and are sent as they are. Request bodies are never decompressed: the body
 * limit has to count what the client sent.
 *
 * Registered before the routes: the plugin attaches itself to each route as it is added.
 */

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: [...COMPRESSED_ENCODINGS],
    threshold: COMPRESS_FROM_BYTES,
  });
}
