import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// `yaml` comes with @fastify/swagger (a dependency), not as a direct one of its own.
import { parse } from 'yaml';
import { ENVIRONMENT_VARIABLES, loadConfig } from '../config';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/**
 * The S3 photo storage's settings (PHOTO_STORAGE=s3, S3_*) are parsed by the config of the S3 work
 * (issue "More than one machine"), developed beside this; until it is merged they are known here by name.
 * Once config.ts reads them, this list changes nothing and may go.
 */
const S3_VARIABLES = [
  'PHOTO_STORAGE',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PUBLIC_URL',
];

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  entrypoint?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
}

const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service> };
const appServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

/** Compose's `${NAME:-default}`, as compose fills it in when NAME is not set. */
const withDefaults = (value: string) => String(value).replace(/\$\{\w+:-([^}]*)\}/g, '$1');

/** The Dockerfile's last stage: from the last FROM on. */
const dockerfile = read('Dockerfile');
const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

describe('compose.yaml', () => {
  it('runs two app instances, a migration first, and the image for each', () => {
    expect(appServices.map(([name]) => name).sort()).toEqual(['app1', 'app2', 'migrate']);
    for (const name of ['app1', 'app2']) {
      expect(compose.services[name]?.depends_on?.migrate?.condition).toBe('service_completed_successfully');
      expect(compose.services[name]?.depends_on?.['minio-init']?.condition).toBe(
        'service_completed_successfully',
      );
    }
  });

  it('sets only variables config.ts knows (or the S3 storage reads)', () => {
    const known = new Set([...ENVIRONMENT_VARIABLES, ...S3_VARIABLES]);
    for (const [name, service] of appServices) {
      const unknown = Object.keys(service.environment ?? {}).filter((variable) => !known.has(variable));
      expect(unknown, name).toEqual([]);
    }
  });

  it("sets values config.ts accepts: each instance's environment, defaults filled in, loads", () => {
    for (const [name, service] of appServices) {
      const env = Object.fromEntries(
        Object.entries(service.environment ?? {})
          .filter(([variable]) => ENVIRONMENT_VARIABLES.includes(variable))
          .map(([variable, value]) => [variable, withDefaults(value)]),
      );
      expect(() => loadConfig(env), name).not.toThrow();
    }
    const app = loadConfig(
      Object.fromEntries(
        Object.entries(compose.services.app1?.environment ?? {}).map(([k, v]) => [k, withDefaults(v)]),
      ),
    );
    expect(app.publicUrl).toBe('http://localhost:8080');
    expect(app.trustProxy).toBe(1);
    expect(app.databaseUrl).toMatch(/@postgres:5432\//);
    expect(app.metricsToken).toBeDefined();
  });

  it('publishes the proxy on port 8080, balancing over both instances on the port the image serves', () => {
    expect(compose.services.proxy?.ports).toEqual(['8080:8080']);
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/listen 8080;/);
    const port = /ENV[\s\S]*?PORT=(\d+)/.exec(finalStage)?.[1];
    expect(port).toBe(String(loadConfig({}).port));
    expect(nginx).toContain(`server app1:${port}`);
    expect(nginx).toContain(`server app2:${port}`);
  });

  it("publishes nothing else but the mail catcher's inbox, and that on this machine only", () => {
    const published = Object.entries(compose.services).filter(([, service]) => service.ports);
    expect(published.map(([name]) => name).sort()).toEqual(['mailpit', 'proxy']);
    expect(compose.services.mailpit?.ports).toEqual(['127.0.0.1:8025:8025']);
  });

  it('pins every image it pulls to a version (no :latest, no bare name)', () => {
    const pulled = Object.entries(compose.services).filter(([, service]) => service.build === undefined);
    expect(pulled.length).toBeGreaterThan(3);
    for (const [name, service] of pulled) {
      const tag = /^[^:]+:([^:@]+)$/.exec(service.image ?? '')?.[1];
      expect(tag, `${name}: ${service.image}`).toMatch(/\d/);
      expect(tag, name).not.toMatch(/latest/i);
    }
  });

  it("sends the apps' mail to the mail catcher (Mailpit's SMTP port), which they wait for", () => {
    for (const name of ['app1', 'app2']) {
      const service = compose.services[name];
      const smtpUrl = withDefaults(service?.environment?.SMTP_URL ?? '');
      const config = loadConfig({ SMTP_URL: smtpUrl });
      const url = new URL(config.mail.smtpUrl ?? '');
      expect(url.hostname, name).toBe('mailpit');
      expect(url.port, name).toBe('1025');
      expect(service?.depends_on?.mailpit, name).toBeDefined();
    }
    expect(compose.services.mailpit?.image).toMatch(/^axllent\/mailpit:v\d/);
  });

  it("gives the apps an S3 key of their own, limited to the photo bucket; MinIO's root account only to the init", () => {
    const app = Object.fromEntries(
      Object.entries(compose.services.app1?.environment ?? {}).map(([k, v]) => [k, withDefaults(v)]),
    );
    const minio = compose.services.minio?.environment ?? {};
    const init = compose.services['minio-init'];
    expect(app.S3_ACCESS_KEY_ID).toBeTruthy();
    expect(app.S3_ACCESS_KEY_ID).not.toBe(minio.MINIO_ROOT_USER);
    expect(app.S3_SECRET_ACCESS_KEY).not.toBe(withDefaults(minio.MINIO_ROOT_PASSWORD ?? ''));
    for (const [name, service] of appServices) {
      expect(JSON.stringify(service.environment ?? {}), name).not.toMatch(/MINIO_ROOT/);
    }
    // The init signs in as root, creates the apps' user with the apps' secret, and attaches the policy.
    const script = (init?.entrypoint ?? []).join(' ');
    expect(script).toContain(
      `mc alias set local http://minio:9000 ${minio.MINIO_ROOT_USER} "$$MINIO_ROOT_PASSWORD"`,
    );
    expect(script).toContain(`mc admin user add local ${app.S3_ACCESS_KEY_ID} "$$S3_SECRET_ACCESS_KEY"`);
    expect(script).toMatch(new RegExp(`mc admin policy attach local (\\S+) --user ${app.S3_ACCESS_KEY_ID}`));
    expect(withDefaults(init?.environment?.S3_SECRET_ACCESS_KEY ?? '')).toBe(app.S3_SECRET_ACCESS_KEY);
    expect(init?.environment?.MINIO_ROOT_PASSWORD).toBe(minio.MINIO_ROOT_PASSWORD);
    // The policy it attaches is the mounted file, and names the apps' bucket and nothing else.
    const policyName = /mc admin policy create local (\S+) (\S+)/.exec(script);
    const mount = (init?.volumes ?? []).find((volume) => volume.split(':')[1] === policyName?.[2]);
    expect(mount).toBeDefined();
    const policy = JSON.parse(read(mount?.split(':')[0] ?? '')) as {
      Statement: Array<{ Effect: string; Action: string[]; Resource: string[] }>;
    };
    const resources = policy.Statement.flatMap((statement) => statement.Resource);
    expect(new Set(resources)).toEqual(
      new Set([`arn:aws:s3:::${app.S3_BUCKET}`, `arn:aws:s3:::${app.S3_BUCKET}/*`]),
    );
    const actions = policy.Statement.flatMap((statement) => statement.Action);
    expect(actions.filter((action) => !action.startsWith('s3:') || action.includes('*'))).toEqual([]);
    expect(policy.Statement.every((statement) => statement.Effect === 'Allow')).toBe(true);
  });
});

/** glibc's settings the app runs with (decision 0029). */
const ALLOCATOR = ['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=65536'];

describe('Dockerfile', () => {
  it('exposes the port it sets, runs the built server as the node user, and checks /healthz', () => {
    const port = /PORT=(\d+)/.exec(finalStage)?.[1];
    expect(finalStage).toContain(`EXPOSE ${port}`);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^VOLUME \/data$/m);
    expect(finalStage).toMatch(/HEALTHCHECK[\s\S]*\/healthz/);
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(finalStage)?.[1] ?? '[]') as string[];
    expect(cmd).toEqual(['node', '--max-semi-space-size=4', 'dist/server/main.js']);
    // The built server (npm run build writes it) is copied into the image, and is what `npm run serve` starts.
    expect(finalStage).toContain('COPY --from=build /app/dist/server ./dist/server');
    const scripts = JSON.parse(read('package.json')).scripts;
    expect(scripts.build).toContain('node scripts/build-server.mjs');
    // The C library's settings reach node itself: glibc reads them when the process starts (decision 0029).
    expect(scripts.serve).toBe(`${ALLOCATOR.join(' ')} ${cmd.join(' ')}`);
    expect(scripts.start).toBe(`npm run build && ${scripts.serve}`);
  });

  it('runs the server with the same allocator settings wherever it starts it', () => {
    // Two malloc arenas, and blocks of 64 KB and more mapped and given back when freed (decision 0029): in
    // the image, README's process manager, `npm run serve` (above) and the bench's app process.
    for (const setting of ALLOCATOR) {
      const [name, value] = setting.split('=');
      expect(finalStage).toMatch(new RegExp(`^\\s*${setting} \\\\$`, 'm'));
      expect(read('README.md')).toContain(`\`${setting}\``);
      expect(read('bench/app-process.ts')).toContain(`${name}: '${value}'`);
    }
  });

  it('sets only variables config.ts knows, and the migrate service runs the migration command line', () => {
    // Read by Node.js and by the C library, not by config.ts.
    const PROCESS_VARIABLES = ['NODE_ENV', 'MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_'];
    const set = [...finalStage.matchAll(/^\s*(?:ENV\s+)?([A-Z_]+)=/gm)].map((match) => match[1]);
    expect(
      set.filter(
        (name) =>
          !PROCESS_VARIABLES.includes(name as string) && !ENVIRONMENT_VARIABLES.includes(name as string),
      ),
    ).toEqual([]);
    const migrate = compose.services.migrate?.command ?? [];
    expect(fs.existsSync(path.join(root, migrate.at(-1) as string))).toBe(true);
  });
});

describe('the one Node.js version', () => {
  const wanted = read('.node-version').trim();

  it('is what the image runs, what package.json asks for, and what CI installs', () => {
    expect(wanted).toMatch(/^\d+\.\d+\.\d+$/);
    const images = [...dockerfile.matchAll(/^FROM node:(\S+?)-slim/gm)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    expect(new Set(images)).toEqual(new Set([wanted]));
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    const major = wanted.split('.')[0];
    expect(engines).toBe(`>=${wanted} <${Number(major) + 1}`);
    expect(read('.ci/run')).toContain('NODE_WANTED="$(cat .node-version)"');
  });

  it('is the line these tests run on (CI runs exactly that version)', () => {
    expect(process.versions.node.split('.')[0]).toBe(wanted.split('.')[0]);
  });
});
