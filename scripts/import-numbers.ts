import { folderCycles } from '../src/architecture/folder-cycles';
import { readImportGraph } from '../src/architecture/import-graph';
import { isServerFeature, isTestCode, serverFolder } from '../src/architecture/rules';
import { FEATURE_DOORS } from '../src/architecture/server-feature-doors';

/*
 * The import graph's numbers for a review (`npx tsx scripts/import-numbers.ts`, `-v` to list them): server
 * folder cycles, imports running back up the floors, imports between server features. Production code
 * only; tests import freely. The floors: db/ (0); lib/, errors, config (1); features (2); app, main,
 * tools (3). Inside a feature: repo (0), service (1), routes (2). An import to a higher floor runs back up.
 */

const verbose = process.argv.includes('-v');
const { edges } = readImportGraph();
const production = edges.filter((edge) => !isTestCode(edge.from) && edge.from.startsWith('server/'));

function floor(file: string): number | undefined {
  const folder = serverFolder(file);
  if (folder === undefined || folder === 'test-support') return undefined;
  if (folder === 'db') return 0;
  if (/^(lib|errors|config(-[\w-]+)?|load-env)$/.test(folder)) return 1;
  if (/^(app|main|tools)$/.test(folder)) return 3;
  return 2;
}

const layer = (file: string) => ['repo', 'service', 'routes'].findIndex((kind) => file.includes(`.${kind}`));

const backUp = production.filter(({ from, to }) => {
  const [a, b] = [floor(from), floor(to)];
  if (a === undefined || b === undefined) return false;
  return b > a || (a === 2 && b === 2 && layer(from) >= 0 && layer(to) > layer(from));
});
const cycles = folderCycles(production, serverFolder);
const between = production.filter(
  ({ from, to }) =>
    isServerFeature(serverFolder(from)) &&
    isServerFeature(serverFolder(to)) &&
    serverFolder(from) !== serverFolder(to),
);
const srcToTests = edges.filter(
  ({ from, to }) => !/^(tests|bench)\//.test(from) && /^(tests|bench)\//.test(to),
);

const report: [string, string[]][] = [
  ['server folder cycles', cycles],
  ['imports running back up the floors', backUp.map(({ from, to }) => `${from} -> ${to}`)],
  ['imports between server features', between.map(({ from, to }) => `${from} -> ${to}`)],
  ['modules they go through', [...new Set(between.map(({ to }) => to))]],
  ['listed feature doors', Object.keys(FEATURE_DOORS)],
  ['src/ importing tests/ or bench/', srcToTests.map(({ from, to }) => `${from} -> ${to}`)],
];
for (const [name, found] of report) {
  console.log(`${name}: ${found.length}`);
  if (verbose) for (const line of found) console.log(`  ${line}`);
}
