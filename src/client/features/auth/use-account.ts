import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SignInLinkSentSchema } from '../../../shared/schemas/account-links';
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

/**
 * Not signed in, and not a failure: the account is under attack, so this browser signs in with the link
 * the server mailed if the password was right (202, decision 0018). The login form shows the message.
 */
export class SignInLinkSent extends Error {}

/** Spec §5: login sends only email and password. */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: async ({ email, password }: LoginInput) => {
      const response = await apiRequest('POST', '/api/auth/login', { email, password });
      const body: unknown = await response.json();
      if (response.status === 202) throw new SignInLinkSent(SignInLinkSentSchema.parse(body).message);
      return CurrentUserSchema.parse(body);
    },
    onSuccess: signedIn,
  });
}

/** POST /api/auth/sign-in-link: the mailed link's token signs this browser in. */
export function useSignInLink() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (token: string) => postAccount('/api/auth/sign-in-link', { token }),
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
