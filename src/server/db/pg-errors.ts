/** PostgreSQL's SQLSTATE codes the services answer differently from a failure. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** True when `error`, or an error it wraps (drizzle wraps the driver's in `cause`), carries this SQLSTATE. */
export function hasPgErrorCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}
