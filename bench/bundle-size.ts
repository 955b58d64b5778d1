import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** As the app sends it to browsers that accept brotli (all current ones): the build's .br file. */
  brotliBytes: number;
}

function sizes(file: string, content: Buffer): BundleFile {
  return {
    file,
    bytes: content.length,
    gzipBytes: zlib.gzipSync(content, { level: 9 }).length,
    brotliBytes: zlib.brotliCompressSync(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length,
  };
}

/**
 * The JavaScript the Explore screen (/) loads first: index.html's module scripts and modulepreload
 * links in the built client, each gzipped as a server or CDN would send it. Undefined without a build.
 */
export function firstLoadJavaScript(clientDir = path.resolve('dist/client')): BundleFile[] | undefined {
  const sources = firstLoadSources(clientDir);
  return sources?.map((source) =>
    sizes(source, fs.readFileSync(path.join(clientDir, source.replace(/^\//, '')))),
  );
}

/** The module scripts and modulepreload links of the built index.html, as paths ('/assets/...'). */
function firstLoadSources(clientDir: string): string[] | undefined {
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
  return [...sources];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * What Explore loads right after the first load: the keyless (Leaflet) map chunk, which it imports
 * lazily as soon as the maps key answer says there is no Google key, with the chunks that one imports.
 * Read from Vite's build manifest; undefined without one.
 */
export function exploreMapJavaScript(clientDir = path.resolve('dist/client')): BundleFile[] | undefined {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) return undefined;
  const closure = (keys: string[], seen: Set<string>) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  // What the page loads first: the entry's imports, and the app's that the page preloads (vite.config.ts).
  const preloaded = new Set(firstLoadSources(clientDir) ?? []);
  const initial = closure([entry], new Set());
  for (const key of Object.keys(manifest)) {
    if (preloaded.has(`/${manifest[key]?.file}`)) initial.add(key);
  }
  const mapChunk = Object.keys(manifest).find((key) => key.includes('leaflet-sales-map'));
  if (!mapChunk) return undefined;
  const lazy = [...closure([mapChunk], new Set())].filter((key) => !initial.has(key));
  return lazy.map((key) => {
    const file = (manifest[key] as ManifestChunk).file;
    return sizes(`/${file}`, fs.readFileSync(path.join(clientDir, file)));
  });
}
