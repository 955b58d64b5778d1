import fs from 'node:fs';
import path from 'node:path';

/*
 * The import graph the architecture test checks: every file of src/, tests/ and bench/, named relative to
 * the repository with src/'s own prefix left off ('server/sales/sales.repo.ts', 'client/main.tsx',
 * 'tests/e2e/support/api.ts'), so the rules read the same folder names as docs/ARCHITECTURE.md.
 */

export const REPO = path.resolve(import.meta.dirname, '../..');

/** The folders read: src/ and the two that may import it but that it never imports. */
export const READ_FOLDERS = ['src', 'tests', 'bench'];

export interface ImportEdge {
  /** The importing file and the imported module (a file name without its extension), as above. */
  from: string;
  to: string;
}

export interface PackageImport {
  file: string;
  specifier: string;
}

/*
 * Static imports and `export ... from` (any clause, `type` too), side-effect imports (`import '../x'`, no
 * `from`) and dynamic `import('...')`. A statement must start after whitespace, ';' or a brace, so text
 * that merely mentions an import inside a string is not read as one.
 */
const IMPORT =
  /(?:^|[\s;{}])(?:import|export)\s[^'"`;]*?[\s}*]from\s*['"]([^'"]+)['"]|(?:^|[\s;{}])import\s*['"]([^'"]+)['"]|(?:^|[\s;{}(=,])import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier a source text imports, in order. */
export function specifiersOf(text: string): string[] {
  return [...text.matchAll(IMPORT)]
    .map((match) => match[1] ?? match[2] ?? match[3])
    .filter((specifier): specifier is string => specifier !== undefined);
}

/** A file's name as the rules read it: relative to the repository, src/ left off, forward slashes. */
export function fileId(absolute: string): string {
  return path
    .relative(REPO, absolute)
    .split(path.sep)
    .join('/')
    .replace(/^src\//, '');
}

/** The file (or folder) an id names, back on disk. */
function absoluteOf(id: string): string {
  const top = id.split('/')[0] ?? '';
  return path.join(REPO, READ_FOLDERS.includes(top) ? id : `src/${id}`);
}

/** The module a relative specifier names, as an id without extension; a folder means its index. */
export function resolveSpecifier(from: string, specifier: string, isFolder = (_id: string) => false): string {
  const joined = path.posix.join(path.posix.dirname(absoluteOf(from).split(path.sep).join('/')), specifier);
  const id = fileId(joined).replace(/\.(tsx?|jsx?|mjs)$/, '');
  return isFolder(id) ? `${id}/index` : id;
}

/** The relative imports and the package imports of one file's text. */
export function importsOfText(
  file: string,
  text: string,
  isFolder?: (id: string) => boolean,
): { edges: ImportEdge[]; packages: PackageImport[] } {
  const specifiers = specifiersOf(text);
  return {
    edges: specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => ({ from: file, to: resolveSpecifier(file, specifier, isFolder) })),
    packages: specifiers
      .filter((specifier) => !specifier.startsWith('.'))
      .map((specifier) => ({ file, specifier })),
  };
}

const SOURCE = /\.(ts|tsx|mts)$/;

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** The whole graph: every file of the read folders, its relative imports and its package imports. */
export function readImportGraph(): { files: string[]; edges: ImportEdge[]; packages: PackageImport[] } {
  const isFolder = (id: string) =>
    fs.statSync(absoluteOf(id), { throwIfNoEntry: false })?.isDirectory() === true;
  const files = READ_FOLDERS.flatMap((folder) => sourceFiles(path.join(REPO, folder)));
  const read = files.map((file) => importsOfText(fileId(file), fs.readFileSync(file, 'utf8'), isFolder));
  return {
    files: files.map(fileId),
    edges: read.flatMap((found) => found.edges),
    packages: read.flatMap((found) => found.packages),
  };
}
