import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/*
 * What a form shows of a failed call: the server's own message (spec §8) and its field issues under the
 * fields they name. Every form uses these (login, register, the admin dialogs).
 */

/**
 * The message of a failed call, for the toast: the server's own words when it gave some (spec §8), else
 * `fallback` (a dropped connection, a proxy's HTML page, an unreadable answer).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const body: unknown = JSON.parse(error.bodyText);
      if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
        return body.message;
      }
    } catch {
      // Not the API's JSON error.
    }
  }
  return fallback;
}

/** Puts the server's field issues (`{issues:[{path,message}]}`) under the form's fields of the same name. */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  try {
    const body = JSON.parse(error.bodyText) as { issues?: { path?: unknown; message?: unknown }[] };
    for (const issue of body.issues ?? []) {
      const field = fields.find((name) => name === issue.path);
      if (field && typeof issue.message === 'string') setError(field, { message: issue.message });
    }
  } catch {
    // No issues to show.
  }
}
