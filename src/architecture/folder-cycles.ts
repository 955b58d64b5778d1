import type { ImportEdge } from './import-graph';

/*
 * Folder cycles: a folder that, through other folders' imports, comes back to itself. Found with Tarjan's
 * strongly connected components over the folder graph; each group is printed as one cycle through it with
 * a file import for every step, so the message says which import to move.
 */

export function folderCycles(edges: ImportEdge[], folderOf: (file: string) => string | undefined): string[] {
  const steps = new Map<string, Map<string, ImportEdge>>();
  for (const edge of edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    if (from === undefined || to === undefined || from === to) continue;
    const out = steps.get(from) ?? new Map<string, ImportEdge>();
    if (!out.has(to)) out.set(to, edge);
    steps.set(from, out);
  }
  return stronglyConnected(steps).map((group) => describeCycle(group, steps));
}

function stronglyConnected(steps: Map<string, Map<string, ImportEdge>>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (folder: string) => {
    order.set(folder, order.size);
    low.set(folder, order.get(folder) ?? 0);
    stack.push(folder);
    for (const next of steps.get(folder)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(folder, Math.min(low.get(folder) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(folder, Math.min(low.get(folder) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(folder) !== order.get(folder)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) group.push(member);
    } while (member !== undefined && member !== folder);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const folder of steps.keys()) if (!order.has(folder)) visit(folder);
  return groups;
}

/** One way round a group, from its first folder back to it: 'a -> b -> a (a/x.ts imports b/y; ...)'. */
function describeCycle(group: string[], steps: Map<string, Map<string, ImportEdge>>): string {
  const start = group[0] ?? '';
  const inGroup = new Set(group);
  const previous = new Map<string, string>();
  const queue = [start];
  let closing: string | undefined;
  while (queue.length > 0 && closing === undefined) {
    const folder = queue.shift() ?? '';
    for (const next of steps.get(folder)?.keys() ?? []) {
      if (next === start) {
        closing = folder;
        break;
      }
      if (inGroup.has(next) && !previous.has(next)) {
        previous.set(next, folder);
        queue.push(next);
      }
    }
  }
  const path = [start];
  for (let folder = closing; folder !== undefined && folder !== start; folder = previous.get(folder)) {
    path.splice(1, 0, folder);
  }
  path.push(start);
  const imports = path.slice(1).map((folder, index) => {
    const edge = steps.get(path[index] ?? '')?.get(folder);
    return `${edge?.from} imports ${edge?.to}`;
  });
  return `${path.join(' -> ')} (${imports.join('; ')})`;
}
