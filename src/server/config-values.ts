import { z } from 'zod';

/**
 * The kinds of value several settings share (config.ts, config-mail.ts, config-photo-storage.ts), so that a
 * URL or a number is read, and refused, the same way whichever variable holds it.
 */

/** An empty variable counts as unset: `FOO=` in an env file means "the default". */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The URL written in a setting, or undefined when it is not one. */
export function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text.trim());
  } catch {
    return undefined;
  }
}

/** An http(s) URL with no query, fragment or login (not even an empty '?' or '#'), or undefined. */
export function parseHttpUrl(text: string): URL | undefined {
  const url = parseUrl(text);
  if (!url) return undefined;
  const extras = url.search || url.hash || url.username || url.password || /[?#]$/.test(text.trim());
  return /^https?:$/.test(url.protocol) && !extras ? url : undefined;
}

/** An http(s) base address, optionally with a path (kept without its trailing slash); no query or login. */
export function httpBaseAddress(example: string) {
  return z.string().transform((text, ctx) => {
    const url = parseHttpUrl(text);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: `must be an http(s) address such as ${example}` });
      return z.NEVER;
    }
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  });
}

/** A whole number from min to max (digits only: no sign, fraction or exponent), `fallback` when unset. */
export function wholeNumberSetting(min: number, max: number, message: string, fallback: number) {
  return z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(new RegExp(`^\\d{1,${String(max).length}}$`), message)
      .transform(Number)
      .refine((n) => n >= min && n <= max, message)
      .default(fallback),
  );
}
