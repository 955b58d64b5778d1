import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript the Explore screen (/) loads first: index.html's module scripts and modulepreload
 * links in the built client, each gzipped as a server or CDN would send it. Undefined without a build.
 */
export function firstLoadJavaScript(clientDir = path.resolve('dist/client')): BundleFile[] | undefined {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const html = fs.readFileSync(indexFile, 'utf8');
  const sources = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = tag.startsWith('<script') && /type=["']module["']/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel=["']modulepreload["']/.test(tag);
    const source = /(?:src|href)=["']([^"']+)["']/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && source && !/^https?:/.test(source)) sources.add(source);
  }
  return [...sources].map((source) => {
    const content = fs.readFileSync(path.join(clientDir, source.replace(/^\//, '')));
    return { file: source, bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
  });
}
