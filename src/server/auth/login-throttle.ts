import net from 'node:net';
import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginFailures } from '../db/schema';

/**
 * Failed logins counted per account and per client address in a fixed 15-minute window, in the database
 * so that every app instance sharing it counts together (issue 3 §1).
 *
 * An attempt is counted *before* its password is checked (a reservation): the counter is bumped atomically
 * and the attempt goes on only while the count is within the limit. Checking first and counting after the
 * failure would let a burst of parallel guesses all pass the check. A successful login then gives its
 * reservation back. Counters stop at limit + 1, so refused attempts (never checked) add nothing.
 */

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ADDRESS_FAILURE_LIMIT = 20;
export const THROTTLED_MESSAGE = 'Too many failed login attempts. Please try again in 15 minutes.';

export function accountKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/**
 * The address a client is counted under. An IPv6 client usually holds a whole /64 and could rotate within
 * it, so IPv6 addresses count by their /64 prefix; IPv4 (also IPv4-mapped IPv6) by the address itself.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip:${mapped[1]}`;
  if (!net.isIPv6(ip)) return `ip:${ip}`;
  return `ip6:${ipv6Prefix64(ip)}`;
}

/** The first four groups of an IPv6 address, with '::' expanded: '2001:db8::1' gives '2001:db8:0:0'. */
function ipv6Prefix64(ip: string): string {
  const [head = '', tail] = ip.toLowerCase().split('%')[0]?.split('::') ?? [''];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':');
}

/** Counts one attempt for `key`; true while the count (this attempt included) is within `limit`. */
export async function reserveAttempt(db: Db, key: string, limit: number, now = new Date()): Promise<boolean> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  // In ON CONFLICT ... SET every expression reads the row as it was, so both columns see the old window.
  const expired = sql`${loginFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else least(${loginFailures.failures} + 1, ${limit + 1}) end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${loginFailures.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginFailures.failures });
  return (row?.failures ?? 0) <= limit;
}

/** Gives back a reservation of an attempt that did not fail (a success, or refused for another key). */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(eq(loginFailures.key, key));
}

/** Forgets the failures of `key` (an account after a successful login). */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/** Drops counters whose window has passed (run with the periodic maintenance). */
export async function pruneLoginFailures(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(loginFailures)
    .where(lte(loginFailures.windowStartedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}
