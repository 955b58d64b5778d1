import { isLocale, type Locale } from './locales';

/**
 * The site language an Accept-Language header prefers ('fr-CA,fr;q=0.9,en;q=0.8' is French), or
 * undefined when it names none of ours. Each entry counts by its primary subtag, weighted by its q (1 when
 * absent); ties go to the first named; q=0 means "not this one"; '*' chooses nothing.
 */
export function negotiateLocale(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const entry of header.split(',').slice(0, 20)) {
    const [tag = '', ...params] = entry.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale;
}
