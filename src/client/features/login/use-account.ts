import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CurrentUser,
  CurrentUserSchema,
  type LoginInput,
  type RegisterInput,
} from '../../../shared/schemas/auth';
import { apiRequest } from '../../lib/api';
import { isAdminQueryOptions, meQueryOptions } from '../../lib/session';

async function postAccount(path: string, body: unknown): Promise<CurrentUser> {
  const response = await apiRequest('POST', path, body);
  return CurrentUserSchema.parse(await response.json());
}

/** Answers that differ by viewer (isMine / isFavorite on sales, the user's own lists): read again. */
const VIEWER_PATHS = ['/api/garage-sales', '/api/my-sales', '/api/favorites', '/api/admin'];

/** Takes the signed-in user's answer: the session and every answer that differs by viewer are renewed. */
export function useSignedIn() {
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
