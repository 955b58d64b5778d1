import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_FROM_BYTES } from '../sales/sales.service';

/**
 * Answers of 1 KB and more go out compressed to clients that accept it: the admin lists (hundreds of KB
 * of JSON), a sale, My Sales, favourites, the pages. Brotli at quality 4 (the plugin's default; quality 11
 * costs far more CPU per request) or gzip, whichever the client names first in the plugin's order. An
 * answer that already carries a Content-Encoding is left alone: the built scripts (compressed once at
 * build time, sent by @fastify/static) and the cached sales list (gzipped once per cache entry). Photos
 * are not compressible types and are sent as they are. Request bodies are never decompressed: the body
 * limit has to count what the client sent.
 *
 * Registered before the routes: the plugin attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_FROM_BYTES,
  });
}
