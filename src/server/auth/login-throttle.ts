import net from 'node:net';
import { eq, like, lte, or, sql } from 'drizzle-orm';
import { msg } from '../../shared/i18n/messages';
import type { Db } from '../db/client';
import type { DbExecutor } from '../db/executor';
import { loginFailures } from '../db/schema';

/**
 * Failed logins counted in a fixed 15-minute window, in the database so that every app instance sharing
 * it counts together (issue 3 §1): per client address, per address and account ('pair:'), per account
 * (which slows down rather than locks) and per known browser. Which counts apply to an attempt is
 * auth.service.ts's logIn; why, decision 0018.
 *
 * An attempt is counted *before* its password is checked (a reservation): the counter is bumped atomically
 * and the attempt goes on only while the count is within the limit. Checking first and counting after the
 * failure would let a burst of parallel guesses all pass the check. A successful login then gives its
 * reservation back. Counters stop at limit + 1, so refused attempts (never checked) add nothing.
 */

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failures one address may make on one account (a pair) before that pair is refused (decision 0018). */
export const PAIR_FAILURE_LIMIT = 5;
/** Failures on an account, from anywhere, after which new devices' attempts on it are paced. */
export const ACCOUNT_SLOWDOWN_AFTER = 5;
export const ADDRESS_FAILURE_LIMIT = 20;
export const THROTTLED_MESSAGE = msg('account.loginThrottled');

export function accountKey(email: string): string {
  return `email:${email.trim().toLowerCase()}`;
}

/** One address's attempts on one account: what an attacker's own failures use up, and nobody else's. */
export function pairKey(email: string, address: string): string {
  return `pair:${email.trim().toLowerCase()}|${address}`;
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
  return (await countAttempt(db, key, limit + 1, now)) <= limit;
}

/** Counts one attempt for `key` (stopping at `cap`) and answers the count in the window, this one included. */
export async function countAttempt(db: Db, key: string, cap: number, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS);
  // In ON CONFLICT ... SET every expression reads the row as it was, so both columns see the old window.
  const expired = sql`${loginFailures.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${expired} then 1 else least(${loginFailures.failures} + 1, ${cap}) end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${loginFailures.windowStartedAt} end`,
      },
    })
    .returning({ failures: loginFailures.failures });
  return row?.failures ?? cap;
}

/** Gives back a reservation of an attempt that did not fail (a success, or refused for another key). */
export async function releaseAttempt(db: Db, key: string): Promise<void> {
  await db
    .update(loginFailures)
    .set({ failures: sql`greatest(${loginFailures.failures} - 1, 0)` })
    .where(eq(loginFailures.key, key));
}

/** Forgets the failures of `key` (an account after a successful login). */
export async function clearAttempts(db: DbExecutor, key: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

/**
 * Forgets everything counted against an account: its own counter, its pace, and every address's pairs on
 * it (after a reset, or when an administrator clears it).
 */
export async function clearAccountThrottle(db: DbExecutor, email: string): Promise<void> {
  const lower = email.trim().toLowerCase();
  const pairs = `pair:${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}|%`;
  await db
    .delete(loginFailures)
    .where(
      or(
        eq(loginFailures.key, accountKey(lower)),
        eq(loginFailures.key, paceKey(lower)),
        like(loginFailures.key, pairs),
      ),
    );
}

function paceKey(email: string): string {
  return `pace:${email.trim().toLowerCase()}`;
}

/** Spacing of new devices' attempts on an account past ACCOUNT_SLOWDOWN_AFTER failures. */
export const PACE_STEP_MS = 3000;
/** The longest an attempt is held for its turn; past it the attempt can only earn a sign-in link by mail. */
export const PACE_MAX_WAIT_MS = 6000;

/**
 * Takes the account's next free turn (one every PACE_STEP_MS, for every instance: the turn is a row) and
 * answers how long to wait for it, or undefined when the wait would pass PACE_MAX_WAIT_MS (nothing taken).
 * The row's window_started_at holds the next free turn.
 */
export async function takePaceTurn(db: Db, email: string, now = new Date()): Promise<number | undefined> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const turn = sql`greatest(${loginFailures.windowStartedAt}, ${nowSql})`;
  const fits = sql`${turn} <= ${nowSql} + ${PACE_MAX_WAIT_MS} * interval '1 millisecond'`;
  const [row] = await db
    .insert(loginFailures)
    .values({
      key: paceKey(email),
      failures: 1,
      windowStartedAt: new Date(now.getTime() + PACE_STEP_MS),
    })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: sql`case when ${fits} then 1 else 0 end`,
        windowStartedAt: sql`case when ${fits} then ${turn} + ${PACE_STEP_MS} * interval '1 millisecond' else ${loginFailures.windowStartedAt} end`,
      },
    })
    .returning({ taken: loginFailures.failures, next: loginFailures.windowStartedAt });
  if (row?.taken !== 1) return undefined;
  return Math.max(0, row.next.getTime() - PACE_STEP_MS - now.getTime());
}

/** Drops counters whose window has passed (run with the periodic maintenance). */
export async function pruneLoginFailures(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(loginFailures)
    .where(lte(loginFailures.windowStartedAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}
