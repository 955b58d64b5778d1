import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx (the `nginx` package; .ci/run installs it). */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * The first ```nginx block under `heading` in a Markdown text (before the next heading of any level), so a
 * test runs the configuration README shows, not a copy of it.
 */
export function nginxBlockUnder(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) throw new Error(`no heading "${heading}"`);
  const open = lines.indexOf('```nginx', start + 1);
  const close = lines.indexOf('```', open + 1);
  // Headings are looked for before the block only: inside it, `# ...` lines are nginx's comments.
  const headingBefore = lines.slice(start + 1, open).some((line) => /^#{1,6} /.test(line));
  if (open === -1 || close === -1 || headingBefore) {
    throw new Error(`no \`\`\`nginx block under "${heading}"`);
  }
  return lines.slice(open + 1, close).join('\n');
}

/** Replaces each key by its value, which must occur exactly once: a README edit that drops one fails. */
export function substituteOnce(text: string, substitutions: Record<string, string>): string {
  let result = text;
  for (const [from, to] of Object.entries(substitutions)) {
    const count = result.split(from).length - 1;
    if (count !== 1) throw new Error(`"${from}" occurs ${count} times in the nginx block, expected once`);
    result = result.replace(from, to);
  }
  return result;
}

export interface Nginx {
  port: number;
  /** nginx's error log so far, for a failing test's message. */
  errors: () => string;
  stop: () => Promise<void>;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Debian's nginx in the foreground with `httpBlock` inside an http {} of a configuration of its own: pid,
 * logs and temporary files in `dir` (nothing under /etc, /var or /run is touched). `dir` must be readable
 * by nginx's worker user (nobody, when the test runs as root).
 */
export async function startNginx(dir: string, httpBlock: string, port: number): Promise<Nginx> {
  const errorLog = path.join(dir, 'error.log');
  const conf = [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${errorLog} info;`,
    'events { worker_connections 256; }',
    'http {',
    `    access_log ${path.join(dir, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`,
    ),
    httpBlock,
    '}',
    '',
  ].join('\n');
  const confPath = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confPath, conf);
  let output = '';
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', dir, '-c', confPath, '-e', errorLog], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  const errors = () => `${output}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const failed = await Promise.race([spawnError, new Promise<undefined>((r) => setTimeout(r, 100))]);
    if (failed) throw new Error(`${NGINX_PATH} did not start: ${failed.message}`);
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${errors()}`);
    if (await accepts(port)) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen in 30 s:\n${errors()}`);
  }
  return {
    port,
    errors,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A folder nginx's worker user may enter (mkdtemp makes it private to us). */
export function makeNginxDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-nginx-'));
  fs.chmodSync(dir, 0o755);
  return dir;
}

export interface ProxiedResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json: () => unknown;
}

/**
 * One HTTP/1.1 request from the given local address (any of 127.0.0.0/8: the kernel lets a client pick its
 * source there), so one machine can play two visitors to the proxy.
 */
export function requestFrom(
  from: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<ProxiedResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: from,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: () => JSON.parse(body.toString('utf8')),
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}
