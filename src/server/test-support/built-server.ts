import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Builds the server as `npm run build` does (scripts/build-server.mjs) into a scratch folder of its own,
 * so a running app's dist/server is left alone; returns the folder (main.js inside). The folder is under
 * node_modules/.cache, inside the project, so that node finds the packages the bundle imports.
 */
export function buildServerScratch(prefix: string): string {
  fs.mkdirSync('node_modules/.cache', { recursive: true });
  const outDir = fs.mkdtempSync(path.resolve(`node_modules/.cache/${prefix}-`));
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, SERVER_BUILD_DIR: outDir },
  });
  if (built.status !== 0) throw new Error('building the server failed');
  return outDir;
}
