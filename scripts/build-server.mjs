// The server as it runs in production: one JavaScript file, dist/server/main.js, that `node` starts
// without tsx. Compiling TypeScript on the fly at every start cost the running app about 90 MB of memory
// (tsx's loader and the transformed sources it keeps), a quarter of its budget (issue 10, decision 0010).
// Packages stay in node_modules (imported as usual); only our own code is bundled. The SQL migrations are
// copied beside it, where src/server/db/client.ts looks for them (./migrations next to the module).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outDir = path.resolve(process.env.SERVER_BUILD_DIR ?? 'dist/server');

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: path.join(outDir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: 'linked',
  // Stack traces in the logs name our functions as written.
  keepNames: true,
  logLevel: 'warning',
});
fs.cpSync('src/server/db/migrations', path.join(outDir, 'migrations'), { recursive: true });
// dist/ has no package.json of its own: mark this folder's .js as ES modules for node.
fs.writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n');
