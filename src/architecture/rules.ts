import type { ImportEdge, PackageImport } from './import-graph';
import { FEATURE_DOORS } from './server-feature-doors';

/*
 * The layout's rules (docs/ARCHITECTURE.md), each a pure function of one import so the architecture test
 * can check them on the real graph and on planted imports alike.
 */

/** Tests, fixtures, test support, the browser tests and the benchmark: code that runs no request. */
export function isTestCode(file: string): boolean {
  return (
    /\.(test|spec|fixtures)\.tsx?$/.test(file) ||
    file.includes('test-support/') ||
    file.startsWith('tests/') ||
    file.startsWith('bench/')
  );
}

/**
 * A server file's folder for the feature and cycle rules: its top folder (`sales`, `lib`, `db`), each
 * admin screen on its own (`admin/sales`, `admin/users`; `admin` for admin-guard.ts), and each file at
 * the server's top on its own (`errors`, `config`, `app`, `main`).
 */
export function serverFolder(file: string): string | undefined {
  const parts = file.split('/');
  if (parts[0] !== 'server' || parts.length < 2) return undefined;
  if (parts.length === 2) return (parts[1] ?? '').replace(/\.tsx?$/, '');
  if (parts[1] === 'admin' && parts.length >= 4) return `admin/${parts[2]}`;
  return parts[1];
}

/** What lib/ may lean on besides itself and shared/: the ground floor, the error types and the configuration. */
const LIB_MAY_IMPORT = /^(db|lib|errors|config(-[\w-]+)?|load-env)$/;
/** Not features: the ground floor, helpers, the top files, what composes features, test support. */
const NOT_A_FEATURE = /^(db|lib|errors|config(-[\w-]+)?|load-env|app|main|tools|test-support)$/;

export function isServerFeature(folder: string | undefined): folder is string {
  return folder !== undefined && !NOT_A_FEATURE.test(folder);
}

/** The rule a relative import breaks, or undefined. */
export function brokenRule({ from, to }: ImportEdge): string | undefined {
  const [fromSide, fromArea, fromFeature] = from.split('/');
  const [toSide, toArea, toFeature] = to.split('/');
  const isTest = isTestCode(from);
  if ((toSide === 'tests' || toSide === 'bench') && fromSide !== 'tests' && fromSide !== 'bench') {
    return 'src/ never imports tests/ or bench/ (shared stand-ins live in server/test-support/)';
  }
  if (fromSide === 'shared' && (toSide === 'client' || toSide === 'server')) {
    return 'shared/ imports neither side';
  }
  if (fromSide === 'client' && toSide === 'server') return 'the client does not import the server';
  if (fromSide === 'server' && toSide === 'client') return 'the server does not import the client';
  if (fromSide === 'client') {
    if (fromArea === 'lib' && (toArea === 'components' || toArea === 'features' || toArea === 'app')) {
      return 'client lib/ imports only lib/ and shared/';
    }
    if (fromArea === 'components' && (toArea === 'features' || toArea === 'app')) {
      return 'client components/ import no feature';
    }
    if (
      fromArea === 'features' &&
      toSide === 'client' &&
      toArea === 'features' &&
      fromFeature !== toFeature
    ) {
      return 'a client feature imports no other feature (shared pieces live in components/ or lib/)';
    }
    if (fromArea === 'features' && toArea === 'app') return 'a client feature does not import app/';
    if (toArea === 'test-support' && !isTest) return 'client code imports no test support';
  }
  if (fromSide !== 'server' || toSide !== 'server') return undefined;
  const fromFolder = serverFolder(from);
  const toFolder = serverFolder(to) ?? '';
  if (fromFolder === 'db' && toFolder !== 'db') {
    return 'server db/ is the ground floor: it imports no feature';
  }
  if (fromFolder === 'lib' && !isTest && !LIB_MAY_IMPORT.test(toFolder)) {
    return 'server lib/ imports only db/, errors, config, shared/ and lib/';
  }
  const composes = fromFolder === 'tools' || fromFolder === 'main';
  if ((toFolder === 'tools' || toFolder === 'test-support') && !isTest && !composes) {
    return 'server features import no tool (seed, factories, backup) and no test support';
  }
  if (
    !isTest &&
    isServerFeature(fromFolder) &&
    isServerFeature(toFolder) &&
    fromFolder !== toFolder &&
    !(to in FEATURE_DOORS)
  ) {
    return `a server feature imports another only through the modules listed in FEATURE_DOORS (${fromFolder} -> ${toFolder}; move a generic helper into lib/)`;
  }
  return undefined;
}

/** Packages both sides run: all shared/ may import outside its tests. */
const SHARED_PACKAGES = /^(zod\/mini|date-fns(\/.*)?|@lingui\/(core|message-utils)(\/.*)?)$/;
/** Packages only tests use; production code never imports them. */
const TEST_ONLY_PACKAGES =
  /^(vitest|fast-check|jsdom|jsqr|pdfjs-dist|@napi-rs\/canvas|mailparser|smtp-server|s3rver|ical\.js|openapi-fetch|autocannon|@playwright\/test|@axe-core\/playwright|@testing-library\/.*|@seriousme\/openapi-schema-validator|@redocly\/openapi-core)(\/.*)?$/;
/** Where the database is queried: the repositories, db/ itself, the tools and tests. */
const SQL = /^(drizzle-orm)(\/.*)?$/;

/** The rule a package import breaks, or undefined. */
export function brokenPackageRule({ file, specifier }: PackageImport): string | undefined {
  const [side] = file.split('/');
  if (isTestCode(file)) return undefined;
  if (TEST_ONLY_PACKAGES.test(specifier)) return 'production code imports no test-only package';
  if (side === 'shared' && !SHARED_PACKAGES.test(specifier)) {
    return 'shared/ imports only packages both sides run (zod/mini, date-fns, @lingui): no node:*, drizzle-orm, fastify, react, pglite, sharp...';
  }
  if (side === 'server' && /\.(routes|service)\.ts$/.test(file) && SQL.test(specifier)) {
    return 'routes and services run no SQL: queries live in the feature’s repo';
  }
  return undefined;
}

/** A server module's layer: repo 0, service 1, routes 2; other modules have none (-1). */
function layerOf(file: string): number {
  return ['repo', 'service', 'routes'].findIndex((kind) => new RegExp(`\\.${kind}(\\.ts)?$`).test(file));
}

/**
 * Routes and services reach the tables through a repo, never through db/schema; and the layers only run
 * down: a repo imports no service or routes, a service no routes (of any feature).
 */
export function brokenLayerRule({ from, to }: ImportEdge): string | undefined {
  if (!from.startsWith('server/') || !to.startsWith('server/') || isTestCode(from)) return undefined;
  if (/\.(routes|service)\.ts$/.test(from) && to === 'server/db/schema') {
    return 'routes and services run no SQL: queries live in the feature’s repo';
  }
  const fromLayer = layerOf(from);
  if (fromLayer >= 0 && layerOf(to) > fromLayer) {
    return 'layers run down: a repo imports no service or routes, a service no routes';
  }
  return undefined;
}
