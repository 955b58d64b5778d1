import fs from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiCatalogs } from './scripts/lingui-catalogs';

const TEST_FILES = ['src/**/*.test.ts', 'src/**/*.test.tsx'];

/**
 * What a test file does to its process beyond its own objects: module mocks and spies (the next file would
 * import the mocked module or call the spied method), fake clocks, stubbed globals and environment.
 */
const CHANGES_ITS_PROCESS =
  /\bvi\.(mock|doMock|unmock|spyOn|stubEnv|stubGlobal|useFakeTimers|setSystemTime)\b|process\.env(\.\w+|\[[^\]]+\])\s*(\?\?|\|\||&&)?=(?!=)|Object\.assign\(process\.env|process\.env\s*=(?!=)|delete process\.env|globalThis\.\w+\s*=(?!=)|process\.chdir\(/;

/**
 * Server and shared test files that change nothing of their process run one after another in the same
 * worker (isolate: false, decision 0040): each file's ~2 s of module loading (Fastify, Drizzle, PGlite, zod)
 * is paid once per worker, not per file. Their state lives on the app each file builds (buildApp), never at
 * module level. Files that change their process (found here, so a new one is isolated without a list to
 * keep) and the client's component tests (a DOM per file) keep a fresh worker each.
 */
const sharedWorkerFiles = fs
  .globSync(['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'])
  .filter((file) => !CHANGES_ITS_PROCESS.test(fs.readFileSync(file, 'utf8')))
  .sort();

const common = {
  // PGlite is heavy to start; two cores: keep parallelism modest (one pool: both projects say the same).
  maxWorkers: 2,
  environment: 'node',
  // Component tests start with the shell's words loaded, as the app does (test-support/boot-catalogs.ts).
  setupFiles: ['src/client/test-support/boot-catalogs.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  // Client tests load the catalogues as the browser does (decision 0025).
  plugins: [linguiCatalogs()],
  test: {
    maxWorkers: common.maxWorkers,
    projects: [
      {
        plugins: [linguiCatalogs()],
        test: {
          ...common,
          name: 'shared-worker',
          include: sharedWorkerFiles,
          isolate: false,
        },
      },
      {
        plugins: [linguiCatalogs()],
        test: {
          ...common,
          name: 'isolated',
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...sharedWorkerFiles],
        },
      },
    ],
  },
});
