import { defineConfig } from 'vitest/config';
import { linguiCatalogs } from './scripts/lingui-catalogs';

export default defineConfig({
  // Client tests load the catalogues as the browser does (decision 0025).
  plugins: [linguiCatalogs()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Component tests start with the shell's words loaded, as the app does (test-support/boot-catalogs.ts).
    setupFiles: ['src/client/test-support/boot-catalogs.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is heavy to start; two cores: keep parallelism modest.
    maxWorkers: 2,
  },
});
