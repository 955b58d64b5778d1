import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { type ResetPasswordInput, ResetPasswordSchema } from '../../../shared/schemas/account-links';
import { CurrentUserSchema } from '../../../shared/schemas/auth';
import { Button } from '../../components/ui/button';
import { apiRequest } from '../../lib/api';
import { failureMessage, showServerIssues } from '../../lib/form-errors';
import { toast } from '../../lib/use-toast';
import { AccountCard } from './account-card';
import { PasswordField } from './account-form';
import { useSignedIn } from './use-account';

const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * /reset-password?token=…: a new password with the registration rules. Success signs the user in (every
 * other session of the account has ended) and goes on to Explore.
 */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
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
    <AccountCard
      title="Choose a new password"
      intro="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
    >
      <form onSubmit={submit} noValidate aria-label="Reset password" className="flex flex-col gap-4">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        {(reset.isError || errors.token) && (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p>
              {errors.token?.message ??
                failureMessage(reset.error, 'The password could not be changed. Please try again.')}
            </p>
            <Link href="/forgot-password" className="mt-1 inline-block font-medium underline">
              Ask for a new link
            </Link>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Save new password'}
        </Button>
      </form>
    </AccountCard>
  );
}
