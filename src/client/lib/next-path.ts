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

/**
 * The history state a sign-in gate leaves on /login: why the visitor was sent there (spec §6
 * 'Authentication required' and the screen's own words), shown above the form.
 */
export function signInNoticeState(description: string) {
  return { signInRequired: description };
}

export function signInNoticeOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('signInRequired' in state)) return null;
  return typeof state.signInRequired === 'string' ? state.signInRequired : null;
}
