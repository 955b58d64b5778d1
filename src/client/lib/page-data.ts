import type { QueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { PAGE_DATA_ID, type PageData, PageDataSchema } from '../../shared/schemas/page-data';
import { configQueryOptions, salePhotosQueryOptions, saleQueryOptions } from './queries';

let read: PageData | null | undefined;

/**
 * The data a server-drawn page carries (shared/schemas/page-data.ts), read once; null when the page has
 * none or it cannot be read (the screens then ask the API as usual).
 */
export function pageData(): PageData | null {
  if (read !== undefined) return read;
  read = null;
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return read;
  try {
    const parsed = z.safeParse(PageDataSchema, JSON.parse(text));
    if (parsed.success) read = parsed.data;
  } catch {
    // Not JSON: as if there were none.
  }
  return read;
}

/** Puts the page's data where its screens read it, so their first render has it (no loading state). */
export function seedPageData(client: QueryClient): QueryClient {
  const data = pageData();
  if (!data) return client;
  client.setQueryData(configQueryOptions.queryKey, data.config);
  if (data.sale) {
    client.setQueryData(saleQueryOptions(data.sale.id).queryKey, data.sale);
    if (data.photos) client.setQueryData(salePhotosQueryOptions(data.sale.id).queryKey, data.photos);
  }
  return client;
}
