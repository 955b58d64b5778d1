// `npm run dev`: the API under `tsx watch` on API_PORT and Vite's dev server on PORT (it proxies /api and
// /uploads to the API), both reloading on change. Ctrl-C stops both; if either dies, the other is stopped.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const port = process.env.PORT ?? '5000';
const apiPort = process.env.API_PORT ?? '5001';
let stopping = false;

function bin(pkg, name) {
  const manifest = require(`${pkg}/package.json`);
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), relative);
}

const children = [
  {
    name: 'api',
    args: [bin('tsx', 'tsx'), 'watch', '--clear-screen=false', 'src/server/main.ts'],
    env: { PORT: apiPort, HOST: process.env.HOST ?? '127.0.0.1' },
  },
  {
    name: 'web',
    args: [bin('vite', 'vite'), '--port', port, '--strictPort'],
    env: { PORT: port, API_PORT: apiPort },
  },
].map(({ name, args, env }) => {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[dev] ${name} stopped (${signal ?? `exit ${code}`}); stopping the other one.`);
      stop(code ?? 1);
    }
  });
  return child;
});

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  let running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill('SIGTERM');
  const check = setInterval(() => {
    running = running.filter((child) => child.exitCode === null && child.signalCode === null);
    if (running.length === 0) {
      clearInterval(check);
      process.exit(code);
    }
  }, 100);
  // The API has 10 s to finish its requests and close the database.
  setTimeout(() => {
    for (const child of running) child.kill('SIGKILL');
    process.exit(code);
  }, 12_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
console.log(`[dev] app on http://localhost:${port} (API on ${apiPort}, proxied)`);
