import fs from 'node:fs';

/** The app's resident memory by kind of mapping, in bytes. */
export interface MemoryMap {
  /** glibc's main heap (the `[heap]` segment): what malloc keeps there, freed blocks included. */
  heap: number;
  /**
   * WebAssembly memories: V8 reserves 8 GB of address space for each and opens its first pages, the memory's
   * current size, as a mapping of their own just below the rest. So this is PGlite's PostgreSQL as far as it
   * has touched its memory.
   */
  wasm: number;
  /** The WebAssembly memories' size (what they have grown to, touched or not). */
  wasmSize: number;
  /** Other anonymous mappings: V8's heap, glibc's other arenas and mapped blocks, thread stacks. */
  anonymous: number;
  /** Mapped files: node's binary, shared libraries, native addons. */
  files: number;
}

interface Mapping {
  start: number;
  end: number;
  perms: string;
  name: string;
  rss: number;
}

function mappingsOf(pid: number): Mapping[] {
  const mappings: Mapping[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (range) {
      const [start, end] = [range[1], range[2]].map((hex) => Number.parseInt(hex as string, 16));
      mappings.push({ start, end, perms: range[3] as string, name: range[4] ?? '', rss: 0 } as Mapping);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = mappings.at(-1);
    if (rss && last) last.rss = Number(rss[1]) * 1024;
  }
  return mappings;
}

export function memoryMapOf(pid: number): MemoryMap {
  const map: MemoryMap = { heap: 0, wasm: 0, wasmSize: 0, anonymous: 0, files: 0 };
  const mappings = mappingsOf(pid);
  const guards = new Set(
    mappings.filter((m) => m.perms === '---p' && m.end - m.start >= 4 * 1024 ** 3).map((m) => m.start),
  );
  for (const mapping of mappings) {
    if (guards.has(mapping.end)) map.wasmSize += mapping.end - mapping.start;
    const kind: keyof MemoryMap =
      mapping.name === '[heap]'
        ? 'heap'
        : mapping.name.startsWith('/')
          ? 'files'
          : guards.has(mapping.end)
            ? 'wasm'
            : 'anonymous';
    map[kind] += mapping.rss;
  }
  return map;
}
