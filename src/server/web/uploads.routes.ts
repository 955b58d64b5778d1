import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The only files /uploads/ serves, by extension, each with its image content type. */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

// Plain names in plain folders: no dot files, no empty or '..' segments, nothing to decode or normalise.
const SAFE_RELATIVE_PATH = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

/** Resolves a request path below the uploads folder, or undefined when it may not be served. */
export function uploadFilePath(root: string, relative: string): string | undefined {
  if (relative.length > 255 || !SAFE_RELATIVE_PATH.test(relative) || relative.includes('..'))
    return undefined;
  if (!UPLOAD_CONTENT_TYPES[path.extname(relative).toLowerCase()]) return undefined;
  const file = path.resolve(root, relative);
  return file.startsWith(root + path.sep) ? file : undefined;
}

/**
 * Whether a photo path the API hands out (/uploads/...) names a file that is there; anything else (a full
 * URL, a public file) is taken to be there.
 */
export function uploadExists(uploadsDir: string, photoPath: string): boolean {
  if (!photoPath.startsWith('/uploads/')) return true;
  const file = uploadFilePath(path.resolve(uploadsDir), photoPath.slice('/uploads/'.length));
  return file !== undefined && fs.existsSync(file);
}

/**
 * Photo files. Names are ours and never reused, so they are cached for a year; anything that is not an
 * image file falls through to the JSON 404, and a symbolic link is not followed.
 */
export const registerUploadRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, options) => {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  const root = fs.realpathSync(options.uploadsDir);

  app.get(
    '/uploads/*',
    { schema: { params: z.object({ '*': z.string() }), hide: true } },
    async (request, reply) => {
      const file = uploadFilePath(root, request.params['*']);
      if (!file) return reply.callNotFound();
      // Opened before answering, so a photo deleted meanwhile still streams whole (or is a clean 404).
      const handle = await fs.promises
        .open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW)
        .catch(() => undefined);
      if (!handle) return reply.callNotFound();
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return reply.callNotFound();
      }
      return reply
        .type(UPLOAD_CONTENT_TYPES[path.extname(file).toLowerCase()] as string)
        .header('content-length', stat.size)
        .header('last-modified', stat.mtime.toUTCString())
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(handle.createReadStream());
    },
  );
};
