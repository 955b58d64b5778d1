import path from 'node:path';
import { constants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiCatalogs } from './scripts/lingui-catalogs';

/**
 * Explore's first screen arrives drawn in the page (decision 0010): the scripts are not needed to paint it,
 * the cards' photos are. Browsers fetch module scripts at high priority, so a phone on a slow connection
 * fetched all 16 of them before the first photos; at low priority the photos go first.
 */
function scriptsAfterFirstScreen(): Plugin {
  return {
    name: 'scripts-after-first-screen',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replaceAll('<script type="module"', '<script type="module" fetchpriority="low"'),
    },
  };
}

/**
 * The page's script (start.ts) starts the app (main.tsx) once the page is painted, and main.tsx imports the
 * app in steps (the query client, React's renderer, then the app itself: the router, the bar, what the
 * screens share) dynamically, so that each is evaluated in a task of its own: at once they made one task of
 * about 80 ms on a phone (issue 27). Their chunks are named in the page in an inert template, which
 * start.ts puts into the head when it starts the app: the browser then fetches them all at once rather than
 * one after the other, and none of them before the first paint.
 */
function appModulesAfterPaint(): Plugin {
  return {
    name: 'app-modules-after-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const chunks = Object.values(context.bundle ?? {}).filter((output) => output.type === 'chunk');
        // main.tsx and its steps: the query client, React's renderer, the app.
        const steps = [
          '/src/client/main.tsx',
          '/src/client/lib/boot-queries.ts',
          '/src/client/app/take-over.tsx',
          '/src/client/app/app.tsx',
        ];
        const starts = chunks.filter((chunk) => steps.some((step) => chunk.facadeModuleId?.endsWith(step)));
        if (starts.length === 0) return html;
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
            add(imported);
        };
        for (const start of starts) add(start.fileName);
        const links = [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`);
        return html.replace('</head>', `<template id="app-modules">${links.join('')}</template></head>`);
      },
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '5001'}`;

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [
    // The catalogues the client loads, compiled for Lingui's runtime (decision 0025).
    linguiCatalogs(),
    react(),
    tailwindcss(),
    appModulesAfterPaint(),
    scriptsAfterFirstScreen(),
    // The offline shopper (issue 11): src/client/sw.ts, with the built scripts listed for it to keep. The
    // manifest is the server's (/manifest.webmanifest, named after SITE_NAME), so no manifest here.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // index.html: the shell a page never seen offline is drawn in (the server answers it, sw.ts).
        globPatterns: ['**/*.{js,css,svg,png,woff2}', 'index.html'],
        // Not for the car: the admin screens, debug tools, the sale wizard, the Google map (only with a key).
        globIgnores: [
          '**/*admin*',
          '**/*debug*',
          '**/sale-wizard*',
          '**/google-*',
          '**/image-test*',
          '**/*.gz',
          '**/*.br',
          'fallback/**',
          // The link previews' picture: for other sites' crawlers, not for the phone.
          'og-image.png',
        ],
        maximumFileSizeToCacheInBytes: 1_000_000,
      },
    }),
    // Each script, style sheet and icon also as .gz and .br, made once here at the highest levels, which
    // the server sends to browsers that accept them (a third of the bytes, no compression per request).
    compression({
      include: /\.(js|css|svg|json|webmanifest|txt)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
      logLevel: 'silent',
    }),
  ],
  // The manifest lets `npm run bench` count what the Explore screen loads, lazy chunks included.
  build: {
    // CLIENT_BUILD_DIR lets parallel test runs each build their own client (the server reads it too).
    outDir: process.env.CLIENT_BUILD_DIR ? path.resolve(process.env.CLIENT_BUILD_DIR) : '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
});
