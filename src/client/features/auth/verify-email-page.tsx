import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { VerifyEmailAnswerSchema } from '../../../shared/schemas/account-links';
import { apiRequest } from '../../lib/api';
import { failureMessage } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { meQueryOptions } from '../../lib/session';
import { AccountCard } from './account-card';

/**
 * /verify-email?token=…: confirms the address on opening. The page posts the token (a GET that changed
 * the account would be followed by mail scanners too).
 */
export function VerifyEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const queryClient = useQueryClient();
  const t = useT('auth');
  const verify = useMutation({
    mutationFn: async () => {
      const response = await apiRequest('POST', '/api/auth/verify-email', { token });
      return VerifyEmailAnswerSchema.parse(await response.json());
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey }),
  });
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate();
  }, [verify]);

  return (
    <AccountCard title={t('verify.title')}>
      {verify.isSuccess ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 text-sm text-green-900">
          {t('verify.done', { email: verify.data.email })}{' '}
          <Link href="/" className="font-medium underline">
            {t('verify.toSales')}
          </Link>
        </p>
      ) : verify.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {failureMessage(verify.error, t('verify.failed'))}
        </p>
      ) : (
        <p role="status" className="text-sm text-neutral-700">
          {t('verify.pending')}
        </p>
      )}
    </AccountCard>
  );
}
