import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The layout's rules (docs/ARCHITECTURE.md), checked over the import graph of src/ on every `npm test`.
 * A test rather than Biome's restricted imports or dependency-cruiser: the rules are about folders seen
 * from the importing file (a feature may import its own folder but no other), which Biome's patterns
 * cannot say for relative paths, and a test needs no new tool, reads in one place and names the file
 * and the import that break a rule.
 */

const SRC = path.resolve(import.meta.dirname);

interface ImportEdge {
  /** Both relative to src/, with forward slashes. */
  from: string;
  to: string;
}

/** The rule an import breaks, or undefined. */
function brokenRule({ from, to }: ImportEdge): string | undefined {
  const area = (file: string) => file.split('/');
  const [fromSide, fromArea, fromFeature] = area(from);
  const [toSide, toArea, toFeature] = area(to);
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
  }
  if (fromSide === 'server' && fromArea === 'db' && toSide === 'server' && toArea !== 'db') {
    return 'server db/ is the ground floor: it imports no feature';
  }
  const isTest = /\.(test|spec|fixtures)\.tsx?$/.test(from) || fromArea === 'test-support';
  const composes = fromArea === 'tools' || fromArea === 'main.ts';
  if (fromSide === 'server' && toSide === 'server' && (toArea === 'tools' || toArea === 'test-support')) {
    if (!isTest && !composes)
      return 'server features import no tool (seed, factories, backup) and no test support';
  }
  if (fromSide === 'client' && toArea === 'test-support' && !isTest) {
    return 'client code imports no test support';
  }
  return undefined;
}

const SOURCE = /\.(ts|tsx)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"`]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every relative import of src/, resolved to a file path relative to src/. */
function importGraph(root = SRC): ImportEdge[] {
  return sourceFiles(root).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(IMPORT)]
      .map((match) => match[1] ?? match[2])
      .filter((specifier): specifier is string => specifier?.startsWith('.') === true)
      .map((specifier) => ({
        from: path.relative(root, file).split(path.sep).join('/'),
        to: path
          .relative(root, path.resolve(path.dirname(file), specifier))
          .split(path.sep)
          .join('/'),
      }));
  });
}

/**
 * The browser's code (client/ and shared/, tests aside) imports zod only as zod/mini (docs/decisions/0020):
 * one classic import anywhere, even on a lazy screen, puts classic zod's whole core into Explore's first
 * script, because that chunk holds the core modules every chunk shares.
 */
function classicZodImport(file: string, specifier: string): boolean {
  const [side] = file.split('/');
  const isTest = /\.(test|spec|fixtures)\.tsx?$/.test(file) || file.includes('/test-support/');
  const classic = specifier === 'zod' || specifier === 'zod/v4' || /^zod\/(v3|v4\/classic)/.test(specifier);
  return (side === 'client' || side === 'shared') && !isTest && classic;
}

/** Every package import of src/ (specifiers not starting with '.'), by file relative to src/. */
function packageImports(root = SRC): { file: string; specifier: string }[] {
  return sourceFiles(root).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((match) => match[1] ?? match[2])
      .filter((specifier): specifier is string => specifier !== undefined && !specifier.startsWith('.'))
      .map((specifier) => ({ file: path.relative(root, file).split(path.sep).join('/'), specifier })),
  );
}

describe("the browser's zod", () => {
  it('is zod/mini everywhere the client loads', () => {
    const imports = packageImports();
    expect(imports).toContainEqual({ file: 'client/lib/api.ts', specifier: 'zod/mini' });
    const classic = imports.filter(({ file, specifier }) => classicZodImport(file, specifier));
    expect(classic.map(({ file, specifier }) => `${file} imports '${specifier}'`)).toEqual([]);
  });

  it.each([
    ['client/features/admin/admin-api.ts', 'zod', true],
    ['shared/schemas/sale-form.ts', 'zod/v4', true],
    ['shared/schemas/sale.ts', 'zod/v4/classic', true],
    ['shared/schemas/sale.ts', 'zod/mini', false],
    ['shared/schemas/sale.test.ts', 'zod', false],
    ['server/sales/sales.routes.ts', 'zod', false],
  ])('judges %s importing %s (classic: %s)', (file, specifier, classic) => {
    expect(classicZodImport(file, specifier)).toBe(classic);
  });
});

describe('the layout', () => {
  it('keeps its boundaries: every import of src/ follows the rules', () => {
    const broken = importGraph()
      .map((edge) => ({ edge, rule: brokenRule(edge) }))
      .filter((found) => found.rule !== undefined)
      .map(({ edge, rule }) => `${edge.from} -> ${edge.to}: ${rule}`);
    expect(broken).toEqual([]);
  });

  it('reads the imports it checks', () => {
    const edges = importGraph();
    expect(edges.length).toBeGreaterThan(500);
    expect(edges).toContainEqual({ from: 'client/main.tsx', to: 'client/app/app' });
  });

  it.each([
    ['client/features/explore/a.tsx', 'client/features/favorites/b', 'feature'],
    ['client/lib/session.ts', 'client/components/ui/toast', 'lib/'],
    ['client/components/sale/card.tsx', 'client/features/explore/x', 'components/'],
    ['shared/schemas/sale.ts', 'server/db/schema', 'shared/'],
    ['client/lib/api.ts', 'server/errors', 'client does not import the server'],
    ['server/db/client.ts', 'server/sales/sales.service', 'ground floor'],
    ['server/sales/sales.repo.ts', 'server/tools/factories', 'no tool'],
    ['client/features/sale-wizard/photos/upload.ts', 'client/test-support/fake-xhr', 'test support'],
  ])('catches %s importing %s', (from, to, rule) => {
    expect(brokenRule({ from, to })).toContain(rule);
  });

  it.each([
    ['client/features/explore/a.tsx', 'client/features/explore/map/b'],
    ['client/features/explore/a.tsx', 'client/components/sale/sale-card'],
    ['server/sales/sales.service.ts', 'server/db/client'],
    ['server/tools/seed.ts', 'server/sales/sales.service'],
    ['server/sales/sales-list.test.ts', 'server/tools/factories'],
    ['server/main.ts', 'server/tools/seed/seed'],
  ])('lets %s import %s', (from, to) => {
    expect(brokenRule({ from, to })).toBeUndefined();
  });
});
