import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import * as z from 'zod/mini';
import type { Translate } from '../../../shared/i18n/translator';
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
import { useLocalizeMessage, useT } from '../../lib/i18n';
import { toast } from '../../lib/use-toast';
import { AccountCard } from './account-card';
import { PasswordField } from './account-form';
import { useSignedIn } from './use-account';

const FIELDS = ['password', 'confirmPassword'] as const;

/** POST /api/auth/reset-password/check: the link is asked about as the page opens, not used. */
function useResetLink(token: string, t: Translate<'auth'>) {
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
  if (check.isError)
    return { state: 'dead' as const, message: failureMessage(check.error, t('reset.checkFailed')) };
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
  const t = useT('auth');
  const link = useResetLink(token, t);
  return (
    <AccountCard title={t('reset.title')} intro={t('password.rules')}>
      {link.state === 'live' ? (
        <ResetPasswordForm token={token} />
      ) : link.state === 'dead' ? (
        <DeadLink message={link.message} />
      ) : (
        <p role="status" className="text-sm text-neutral-700">
          {t('reset.checking')}
        </p>
      )}
    </AccountCard>
  );
}

/** A link that cannot be used: why (a schema's message in the page's language), and the way to a new one. */
function DeadLink({ message }: { message: string }) {
  const t = useT('auth');
  const localize = useLocalizeMessage();
  return (
    <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
      <p>{localize(message)}</p>
      <Link href="/forgot-password" className="mt-1 inline-block font-medium underline">
        {t('reset.askAgain')}
      </Link>
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const t = useT('auth');
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
        toast({ title: t('reset.success.title'), description: t('reset.success.description') });
        navigate('/', { replace: true });
      },
      (error: unknown) => showServerIssues(error, form.setError, FIELDS),
    ),
  );
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate aria-label={t('reset.form')} className="flex flex-col gap-4">
      <PasswordField
        label={t('reset.password')}
        autoComplete="new-password"
        {...registered(form, 'password')}
      />
      <PasswordField
        label={t('reset.confirmPassword')}
        autoComplete="new-password"
        {...registered(form, 'confirmPassword')}
      />
      {(reset.isError || errors.token) && (
        <DeadLink message={errors.token?.message ?? failureMessage(reset.error, t('reset.failed'))} />
      )}
      <SubmitButton size="lg" className="w-full" pending={reset.isPending} busy={t('reset.pending')}>
        {t('reset.submit')}
      </SubmitButton>
    </form>
  );
}
