import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  ForgotPasswordAnswerSchema,
  type ForgotPasswordInput,
  ForgotPasswordSchema,
} from '../../../shared/schemas/account-links';
import { registered } from '../../components/form-fields';
import { SubmitButton } from '../../components/ui/button';
import { apiRequest } from '../../lib/api';
import { failureMessage } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { AccountCard } from './account-card';
import { EmailField } from './account-form';

/** /forgot-password: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const t = useT('auth');
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(ForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const ask = useMutation({
    mutationFn: async (input: ForgotPasswordInput) => {
      const response = await apiRequest('POST', '/api/auth/forgot-password', { email: input.email });
      return ForgotPasswordAnswerSchema.parse(await response.json());
    },
  });
  const submit = form.handleSubmit((values) => ask.mutateAsync(values).catch(() => undefined));

  return (
    <AccountCard title={t('forgot.title')} intro={t('forgot.intro')}>
      {ask.isSuccess ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 text-sm text-green-900">
          {ask.data.message}
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('forgot.form')} className="flex flex-col gap-4">
          <EmailField {...registered(form, 'email')} />
          {ask.isError && (
            <p role="alert" className="text-sm text-red-700">
              {failureMessage(ask.error, t('forgot.failed'))}
            </p>
          )}
          <SubmitButton size="lg" className="w-full" pending={ask.isPending} busy={t('forgot.pending')}>
            {t('forgot.submit')}
          </SubmitButton>
        </form>
      )}
    </AccountCard>
  );
}
