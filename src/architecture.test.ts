import { describe, expect, it } from 'vitest';
import { folderCycles } from './architecture/folder-cycles';
import {
  type ImportEdge,
  importsOfText,
  type PackageImport,
  readImportGraph,
} from './architecture/import-graph';
import {
  brokenLayerRule,
  brokenPackageRule,
  brokenRule,
  isServerFeature,
  isTestCode,
  serverFolder,
} from './architecture/rules';
import { FEATURE_DOORS } from './architecture/server-feature-doors';

/*
 * The layout's rules (docs/ARCHITECTURE.md), checked over the import graph of src/, tests/ and bench/ on
 * every `npm test`. A test rather than Biome's restricted imports or dependency-cruiser: the rules are
 * about folders seen from the importing file (a feature may import its own folder but no other), which
 * Biome's patterns cannot say for relative paths, and a test needs no new tool, reads in one place and
 * names the file and the import that break a rule. Each rule is also run on planted imports below, so it
 * cannot pass by reading nothing.
 */

const graph = readImportGraph();

/** The server's production imports, for the folder cycles (tests import freely and sit at the top). */
const serverCycles = (edges: ImportEdge[]) =>
  folderCycles(
    edges.filter((edge) => !isTestCode(edge.from)),
    serverFolder,
  );

/**
 * The browser's code (client/ and shared/, tests aside) imports zod only as zod/mini (docs/decisions/0020):
 * one classic import anywhere, even on a lazy screen, puts classic zod's whole core into Explore's first
 * script, because that chunk holds the core modules every chunk shares.
 */
function classicZodImport(file: string, specifier: string): boolean {
  const [side] = file.split('/');
  const classic = specifier === 'zod' || specifier === 'zod/v4' || /^zod\/(v3|v4\/classic)/.test(specifier);
  return (side === 'client' || side === 'shared') && !isTestCode(file) && classic;
}

const described = (broken: { from: string; to: string; rule: string | undefined }[]) =>
  broken.filter((found) => found.rule !== undefined).map(({ from, to, rule }) => `${from} -> ${to}: ${rule}`);

describe("the browser's zod", () => {
  it('is zod/mini everywhere the client loads', () => {
    expect(graph.packages).toContainEqual({ file: 'client/lib/api.ts', specifier: 'zod/mini' });
    const classic = graph.packages.filter(({ file, specifier }) => classicZodImport(file, specifier));
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
  it('reads the imports it checks, in src/, tests/ and bench/', () => {
    expect(graph.edges.length).toBeGreaterThan(1000);
    expect(graph.edges).toContainEqual({ from: 'client/main.tsx', to: 'client/app/app' });
    expect(graph.files.some((file) => file.startsWith('tests/e2e/'))).toBe(true);
    expect(graph.files.some((file) => file.startsWith('bench/'))).toBe(true);
  });

  it('keeps its boundaries: every relative import follows the rules', () => {
    const broken = graph.edges.map((edge) => ({ ...edge, rule: brokenRule(edge) ?? brokenLayerRule(edge) }));
    expect(described(broken)).toEqual([]);
  });

  it('imports packages where they belong', () => {
    const broken = graph.packages.map(({ file, specifier }) => ({
      from: file,
      to: specifier,
      rule: brokenPackageRule({ file, specifier }),
    }));
    expect(described(broken)).toEqual([]);
  });

  it('has no folder cycle on the server', () => {
    expect(serverCycles(graph.edges)).toEqual([]);
  });

  it('lists only feature doors another feature uses', () => {
    const crossing = graph.edges.filter(
      ({ from, to }) =>
        !isTestCode(from) && serverFolder(from) !== serverFolder(to) && isServerFeature(serverFolder(from)),
    );
    const used = new Set(crossing.map((edge) => edge.to));
    expect(Object.keys(FEATURE_DOORS).filter((door) => !used.has(door))).toEqual([]);
  });
});

/** The six leaks a review planted in a copy of the code, and more: each rule must catch its own. */
describe('the planted leaks', () => {
  const edgesOf = (file: string, text: string) => importsOfText(file, text);
  const relative = (file: string, text: string): ImportEdge[] => edgesOf(file, text).edges;
  const packages = (file: string, text: string): PackageImport[] => edgesOf(file, text).packages;
  const ruleOf = (edges: ImportEdge[]) => edges.map((edge) => brokenRule(edge) ?? brokenLayerRule(edge));

  it('catches a side-effect import across client features', () => {
    const edges = relative('client/features/explore/a.tsx', "import '../favorites/x';\n");
    expect(edges).toEqual([{ from: 'client/features/explore/a.tsx', to: 'client/features/favorites/x' }]);
    expect(ruleOf(edges)[0]).toContain('a client feature imports no other feature');
  });

  it('catches admin/sales importing admin/users', () => {
    const edges = relative(
      'server/admin/sales/admin-sales.service.ts',
      "import { x } from '../users/admin-users.repo';",
    );
    expect(ruleOf(edges)[0]).toContain('admin/sales -> admin/users');
  });

  it.each([
    ["import fs from 'node:fs';", 'node:fs'],
    ["import { eq } from 'drizzle-orm';", 'drizzle-orm'],
    ["import type { FastifyReply } from 'fastify';", 'fastify'],
    ["export { useState } from 'react';", 'react'],
  ])('catches shared/ importing a package of one side: %s', (text, specifier) => {
    const found = packages('shared/dates.ts', text);
    expect(found).toEqual([{ file: 'shared/dates.ts', specifier }]);
    expect(brokenPackageRule(found[0] as PackageImport)).toContain(
      'shared/ imports only packages both sides run',
    );
  });

  it('catches a server feature importing another outside the listed doors', () => {
    const edges = relative(
      'server/photos/photos.service.ts',
      "import { sendReminders } from '../notifications/reminders';",
    );
    expect(ruleOf(edges)[0]).toContain('photos -> notifications');
  });

  it('catches a folder cycle and prints it', () => {
    const edges = [
      { from: 'server/sales/a.ts', to: 'server/photos/b' },
      { from: 'server/photos/b.ts', to: 'server/web/c' },
      { from: 'server/web/c.ts', to: 'server/sales/d' },
      { from: 'server/reports/e.ts', to: 'server/sales/a' },
    ];
    expect(serverCycles(edges)).toEqual([
      'photos -> web -> sales -> photos (server/photos/b.ts imports server/web/c; server/web/c.ts imports server/sales/d; server/sales/a.ts imports server/photos/b)',
    ]);
    expect(serverCycles(edges.slice(0, 2))).toEqual([]);
  });

  it.each([
    ['server/lib/cached-json.ts', "import { x } from '../sales/sales-cache';", 'server lib/ imports only'],
    ['server/sales/sales.service.ts', "import { sales } from '../db/schema';", 'run no SQL'],
    ['server/sales/sales.routes.ts', "export * from '../db/schema';", 'run no SQL'],
    ['server/admin/settings/x.repo.ts', "import { k } from '../../site/site.service';", 'layers run down'],
    ['server/sales/sales.service.ts', "import { c } from './sales.routes';", 'layers run down'],
    [
      'server/mail/outbox.test.ts',
      "import { x } from '../../../tests/e2e/support/api';",
      'never imports tests/',
    ],
    ['client/lib/api.ts', "import('../../../bench/load').then(run);", 'never imports tests/'],
    [
      'shared/schemas/sale.ts',
      "import { users } from '../../server/db/schema';",
      'shared/ imports neither side',
    ],
    ['client/lib/session.ts', "import { toast } from '../components/ui/toast';", 'lib/'],
    ['client/components/sale/card.tsx', "import '../../features/explore/x';", 'components/'],
    [
      'client/lib/api.ts',
      "import type { x } from '../../server/errors';",
      'client does not import the server',
    ],
    ['server/db/client.ts', "import { x } from '../sales/sales.service';", 'ground floor'],
    ['server/sales/sales.repo.ts', "import { x } from '../tools/factories';", 'no tool'],
    [
      'client/features/sale-wizard/photos/upload.ts',
      "import { x } from '../../../test-support/fake-xhr';",
      'test support',
    ],
  ])('catches %s: %s', (file, text, rule) => {
    expect(ruleOf(relative(file, text))[0]).toContain(rule);
  });

  it.each([
    ['server/sales/sales.routes.ts', 'drizzle-orm', 'run no SQL'],
    ['shared/planner/plan-checks.ts', 'fast-check', 'test-only'],
    ['server/photos/photos.service.ts', 'vitest', 'test-only'],
  ])('catches %s importing the package %s', (file, specifier, rule) => {
    expect(brokenPackageRule({ file, specifier })).toContain(rule);
  });

  it.each([
    ['client/features/explore/a.tsx', "import { b } from './map/b';"],
    ['client/features/explore/a.tsx', "import { SaleCard } from '../../components/sale/sale-card';"],
    ['server/sales/sales.service.ts', "import type { Db } from '../db/client';"],
    ['server/tools/seed.ts', "import { x } from '../sales/sales.service';"],
    ['server/sales/sales-list.test.ts', "import { x } from '../tools/factories';"],
    ['server/main.ts', "import { seed } from './tools/seed/seed';"],
    ['server/favorites/favorites.routes.ts', "import { requireUser } from '../auth/auth-context';"],
    ['server/lib/cached-json.ts', "import { AppError } from '../errors';"],
    ['server/sales/sales.repo.ts', "import { sales } from '../db/schema';"],
    [
      'tests/e2e/support/e2e-server.ts',
      "import { x } from '../../../src/server/test-support/geocoder-server';",
    ],
  ])('lets %s say %s', (file, text) => {
    expect(ruleOf(relative(file, text))).toEqual([undefined]);
  });

  it.each([
    ['shared/i18n/format-date.ts', 'date-fns'],
    ['shared/schemas/sale.ts', 'zod/mini'],
    ['shared/dates.test.ts', 'node:fs'],
    ['server/sales/sales.repo.ts', 'drizzle-orm'],
  ])('lets %s import the package %s', (file, specifier) => {
    expect(brokenPackageRule({ file, specifier })).toBeUndefined();
  });
});
