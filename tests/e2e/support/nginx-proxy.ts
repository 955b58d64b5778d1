import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../src/server/test-support/app-process';
import { waitUntilAnswering } from '../../../src/server/test-support/wait-until-answering';

export interface NginxProxy {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Debian's nginx in front of one app, proxying as the deployment does: the `location /` block of
 * deploy/nginx.conf, its upstream replaced by the app's address. When the app is down, nginx answers 502
 * itself, as a site behind a proxy does.
 */
export async function startNginxProxy(appUrl: string): Promise<NginxProxy> {
  const deployed = fs.readFileSync(path.join(process.cwd(), 'deploy/nginx.conf'), 'utf8');
  const location = /\n {4}location \/ \{[\s\S]*?\n {4}\}/.exec(deployed)?.[0];
  if (!location) throw new Error('deploy/nginx.conf has no `location /` block');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gsf-nginx-'));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
    .join(' ');
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'user root;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log;`,
      'events {}',
      'http {',
      `  access_log off; ${temp}`,
      `  server { listen 127.0.0.1:${port};${location.replace(/http:\/\/garage_sales?_app\b/, appUrl)}\n  }`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    '/usr/sbin/nginx',
    ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(child, url, {
    timeoutMs: 20_000,
    everyMs: 100,
    describe: (exited) =>
      exited
        ? `nginx exited (${child.exitCode}): ${fs.readFileSync(`${dir}/error.log`, 'utf8')}`
        : 'nginx did not answer in 20 s',
  });
  return {
    url,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
