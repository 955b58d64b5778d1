import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import {
  type CurrentUser,
  CurrentUserSchema,
  type LoginInput,
  type RegisterInput,
} from '../../../shared/schemas/auth';
import { ApiError, apiRequest } from '../../lib/api';
import { isAdminQueryOptions, meQueryOptions } from '../../lib/session';

async function postAccount(path: string, body: unknown): Promise<CurrentUser> {
  const response = await apiRequest('POST', path, body);
  return CurrentUserSchema.parse(await response.json());
}

/** Answers that differ by viewer (isMine / isFavorite on sales, the user's own lists): read again. */
const VIEWER_PATHS = ['/api/garage-sales', '/api/my-sales', '/api/favorites', '/api/admin'];

function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: CurrentUser) => {
    queryClient.setQueryData(meQueryOptions.queryKey, user);
    void queryClient.invalidateQueries({ queryKey: isAdminQueryOptions.queryKey });
    void queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) =>
        typeof path === 'string' && VIEWER_PATHS.some((prefix) => path.startsWith(prefix)),
    });
  };
}

/** Spec §5: login sends only email and password. */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: ({ email, password }: LoginInput) => postAccount('/api/auth/login', { email, password }),
    onSuccess: signedIn,
  });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: ({ email, password, confirmPassword, agreeTerms }: RegisterInput) =>
      postAccount('/api/auth/register', { email, password, confirmPassword, agreeTerms }),
    onSuccess: signedIn,
  });
}

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
