/**
 * A list of like objects as rows of values under one list of keys (`packRows`), and back (`unpackRows`):
 * a server-drawn event page carries its thousand sales so in its page data (decision 0034). As objects,
 * each sale repeated its sixteen keys and its place, days and hours: 463 kB of the page's 750, parsed
 * twice on the phone's main thread (the HTML's text, then JSON.parse) before React takes the page over.
 * Packed they are about 190 kB.
 *
 * Generic, so that it cannot fall behind the sale's fields: the keys are the ones every object has, in the
 * first one's order; a key only some objects have (undefined is absent, as in JSON) rides in an object at
 * the end of their row; a value that few objects differ in (a column of at most a quarter as many
 * distinct values as rows, not numbers) is written once in the column's dictionary and the rows carry its
 * index. Unpacked, the objects are
 * equal to the packed ones (key order aside); those that shared a dictionary value share one object, as
 * read-only data may.
 */
export interface PackedRows {
  keys: string[];
  /** Per dictionary column, its distinct values; the rows hold indexes into them. */
  dict: Record<string, unknown[]>;
  rows: unknown[][];
}

type Row = Record<string, unknown>;

/** Columns of at most this share of distinct values to rows are dictionaries. */
const DICTIONARY_SHARE = 1 / 4;

function dictionaryOf(objects: readonly Row[], key: string): unknown[] | undefined {
  if (objects.every((object) => typeof object[key] === 'number')) return undefined;
  const distinct = new Map<string, unknown>();
  for (const object of objects) {
    distinct.set(JSON.stringify(object[key]), object[key]);
    if (distinct.size > objects.length * DICTIONARY_SHARE) return undefined;
  }
  return [...distinct.values()];
}

export function packRows(objects: readonly Row[]): PackedRows {
  const first = objects[0] ?? {};
  // A key whose value is undefined is absent, as JSON has it.
  const has = (object: Row, key: string) => object[key] !== undefined;
  const keys = Object.keys(first).filter((key) => objects.every((object) => has(object, key)));
  const common = new Set(keys);
  const dict: Record<string, unknown[]> = {};
  const indexes = new Map<string, Map<string, number>>();
  for (const key of keys) {
    const values = dictionaryOf(objects, key);
    if (!values) continue;
    dict[key] = values;
    indexes.set(key, new Map(values.map((value, index) => [JSON.stringify(value), index])));
  }
  const rows = objects.map((object) => {
    const row: unknown[] = keys.map((key) => {
      const index = indexes.get(key);
      return index ? index.get(JSON.stringify(object[key])) : object[key];
    });
    const rest = Object.keys(object).filter((key) => !common.has(key) && has(object, key));
    if (rest.length > 0) row.push(Object.fromEntries(rest.map((key) => [key, object[key]])));
    return row;
  });
  return { keys, dict, rows };
}

/**
 * The objects packRows packed. A row that is not a list throws; other damage gives objects the caller's
 * own check refuses.
 */
export function unpackRows(packed: {
  keys: string[];
  dict: Record<string, unknown[]>;
  rows: unknown[];
}): Row[] {
  const { keys, dict, rows } = packed;
  const columns = keys.map((key) => dict[key]);
  return rows.map((row) => {
    if (!Array.isArray(row)) throw new TypeError('A packed row is a list of values');
    const object: Row = {};
    keys.forEach((key, column) => {
      const values = columns[column];
      const value = row[column];
      object[key] = values ? values[value as number] : value;
    });
    if (row.length > keys.length) Object.assign(object, row[keys.length]);
    return object;
  });
}
