/**
 * Where to go after logging in. Only a path of this site is followed: '//evil.example' and '/\evil.example'
 * are read by browsers as other hosts, so an open redirect through ?next= is not possible.
 */
export function safeNextPath(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return '/';
    // Back to the login screen would only loop.
    if (url.pathname === '/login') return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

/** '/login?next=...' that brings the user back to `next` once signed in. */
export function loginPathFor(next: string): string {
  return next === '/' ? '/login' : `/login?${new URLSearchParams({ next })}`;
}

/** Where the user is now, path and query, as a `next` target. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
