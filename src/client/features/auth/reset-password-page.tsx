import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import * as z from 'zod/mini';
import {
  ResetLinkAnswerSchema,
  type ResetPasswordInput,
  ResetPasswordSchema,
  TOKEN_INCOMPLETE_MESSAGE,
  TokenSchema,
} from '../../../shared/schemas/account-links';
import { CurrentUserSchema } from '../../../shared/schemas/auth';
import { registered } from '../../components/form-fields';
import { SubmitButton } from '../../components/ui/button';
import { apiRequest } from '../../lib/api';
import { failureMessage, showServerIssues } from '../../lib/form-errors';
import { toast } from '../../lib/use-toast';
import { AccountCard } from './account-card';
import { PasswordField } from './account-form';
import { useSignedIn } from './use-account';

const FIELDS = ['password', 'confirmPassword'] as const;

const CHECK_FAILED = 'The link could not be checked. Please try again.';

/** POST /api/auth/reset-password/check: the link is asked about as the page opens, not used. */
function useResetLink(token: string) {
  const wellFormed = z.safeParse(TokenSchema, token).success;
  const check = useQuery({
    queryKey: ['/api/auth/reset-password/check', token],
    queryFn: async () => {
      const response = await apiRequest('POST', '/api/auth/reset-password/check', { token });
      return ResetLinkAnswerSchema.parse(await response.json());
    },
    enabled: wellFormed,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!wellFormed) return { state: 'dead' as const, message: TOKEN_INCOMPLETE_MESSAGE };
  if (check.isError) return { state: 'dead' as const, message: failureMessage(check.error, CHECK_FAILED) };
  if (check.isPending) return { state: 'checking' as const };
  return { state: 'live' as const };
}

/**
 * /reset-password?token=…: a new password with the registration rules. The link is checked first, so a
 * dead or mangled one says so at once (issue 22). Success signs the user in (every other session of the
 * account has ended) and goes on to Explore.
 */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const link = useResetLink(token);
  return (
    <AccountCard
      title="Choose a new password"
      intro="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
    >
      {link.state === 'live' ? (
        <ResetPasswordForm token={token} />
      ) : link.state === 'dead' ? (
        <DeadLink message={link.message} />
      ) : (
        <p role="status" className="text-sm text-neutral-700">
          Checking your link…
        </p>
      )}
    </AccountCard>
  );
}

function DeadLink({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      <p>{message}</p>
      <Link href="/forgot-password" className="mt-1 inline-block font-medium underline">
        Ask for a new link
      </Link>
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const [, navigate] = useLocation();
  const signedIn = useSignedIn();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: async (input: ResetPasswordInput) => {
      const response = await apiRequest('POST', '/api/auth/reset-password', input);
      return CurrentUserSchema.parse(await response.json());
    },
  });
  const submit = form.handleSubmit((values) =>
    reset.mutateAsync({ ...values, token }).then(
      (user) => {
        signedIn(user);
        toast({ title: 'Password changed', description: 'You are now logged in with your new password.' });
        navigate('/', { replace: true });
      },
      (error: unknown) => showServerIssues(error, form.setError, FIELDS),
    ),
  );
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password" className="flex flex-col gap-4">
      <PasswordField label="New password" autoComplete="new-password" {...registered(form, 'password')} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...registered(form, 'confirmPassword')}
      />
      {(reset.isError || errors.token) && (
        <DeadLink
          message={
            errors.token?.message ??
            failureMessage(reset.error, 'The password could not be changed. Please try again.')
          }
        />
      )}
      <SubmitButton size="lg" className="w-full" pending={reset.isPending} busy="Saving…">
        Save new password
      </SubmitButton>
    </form>
  );
}
