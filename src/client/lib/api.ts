import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { changesTheList } from '../../shared/list-freshness';
import { noteAnswer, noteNoAnswer, noteRead } from './offline';
import { noteOwnListChange } from './own-changes';
import { localeHeaders } from './page-locale';
import { taskSlices } from './run-in-slices';
import './zod-locale';

/**
 * Any zod schema whose answer is a T: zod/mini (Explore's first script) or classic (lazy screens), read
 * with the core's parse functions, which take both.
 */
export type Schema<T> = z.core.$ZodType<T>;

/** A non-ok answer. `message` is '{status}: {body text or status text}' as spec §7 requires. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  /** The server's own `{message}` when the body is the API's JSON error, else the body text. */
  get serverMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // Not JSON: the text itself is the message.
    }
    return this.bodyText;
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, text || response.statusText);
}

/** Any call to the API: credentials always travel (spec §7), a body goes as JSON. */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<Response> {
  const response = await fetch(path, {
    ...init,
    method,
    credentials: 'include',
    headers:
      body === undefined
        ? { ...localeHeaders(), ...init.headers }
        : { ...localeHeaders(), 'Content-Type': 'application/json', ...init.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  if (changesTheList(method, path)) noteOwnListChange();
  return response;
}

export interface GetJsonOptions<T> {
  schema?: Schema<T>;
  signal?: AbortSignal;
  /** Spec §7: reads raise on 401 unless told to return an empty result (e.g. the current user). */
  on401?: 'throw' | 'returnNull';
  /** The browser cache's mode ('no-cache': always revalidate, so a 304 when nothing changed). */
  cache?: RequestCache;
  /** Headers besides Accept (the sales list's FRESH_LIST_HEADERS after an own change). */
  headers?: Readonly<Record<string, string>>;
  /**
   * One message for every way the read can fail (no connection, an error status, an unreadable answer),
   * as the spec asks of the sales list ('Failed to fetch {product}'). An aborted read stays an abort.
   */
  failureMessage?: string;
}

async function readJson<T>(path: string, options: GetJsonOptions<T>): Promise<T> {
  noteRead(path);
  const response = await fetch(path, {
    credentials: 'include',
    headers: { ...localeHeaders(), ...options.headers, Accept: 'application/json' },
    signal: options.signal,
    cache: options.cache,
  }).catch((error: unknown) => {
    noteNoAnswer(options.signal);
    throw error;
  });
  noteAnswer(response);
  if (response.status === 401 && options.on401 === 'returnNull') return null as T;
  await throwIfNotOk(response);
  const data: unknown = await response.json();
  return options.schema ? z.parse(options.schema, data) : (data as T);
}

export async function getJson<T>(path: string, options: GetJsonOptions<T> = {}): Promise<T> {
  if (options.failureMessage === undefined) return readJson(path, options);
  try {
    return await readJson(path, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new Error(options.failureMessage);
  }
}

/**
 * A list read item by item: an item the client cannot read is left out (and logged) rather than costing
 * every visitor the whole list. An answer that is not a list is a failure.
 */
export async function getJsonItems<T>(
  path: string,
  item: Schema<T>,
  options: Omit<GetJsonOptions<T[]>, 'schema'> = {},
): Promise<T[]> {
  const body = await getJson<unknown>(path, options);
  if (!Array.isArray(body)) throw new Error(options.failureMessage ?? `${path} did not answer a list`);
  const items: T[] = [];
  const unreadable: unknown[] = [];
  // A busy week's 500 sales took a task of about 50 ms on a phone to check at once (profiled: issue 27).
  // The checks start in a task after the one that parsed the answer's JSON (about 3 ms of CPU for 500
  // sales), which would otherwise come on top of the first slice.
  const slices = taskSlices();
  await slices.next();
  for (const entry of body) {
    if (slices.due()) await slices.next();
    const parsed = z.safeParse(item, entry);
    if (parsed.success) items.push(parsed.data);
    else unreadable.push(entry !== null && typeof entry === 'object' && 'id' in entry ? entry.id : '(no id)');
  }
  if (unreadable.length > 0) {
    console.warn(
      `Left out ${unreadable.length} unreadable item(s) of ${path}; ids: ${unreadable.join(', ')}`,
    );
  }
  return items;
}

/**
 * Query keys are `[path]` or `[path, params]`; params become the query string, empty values left out.
 * This keeps a key readable and lets `invalidateQueries({ queryKey: [path] })` refresh every variant.
 */
export function queryKeyToUrl(queryKey: QueryKey): string {
  const [path, params] = queryKey;
  if (typeof path !== 'string') throw new Error('A query key must start with the API path');
  if (!params || typeof params !== 'object') return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** The default read: GET the query key's path. */
export const defaultQueryFn: QueryFunction = ({ queryKey, signal }) =>
  getJson<unknown>(queryKeyToUrl(queryKey), { signal });
