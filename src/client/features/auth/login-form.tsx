import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { type CurrentUser, type LoginInput, LoginSchema } from '../../../shared/schemas/auth';
import { registered } from '../../components/form-fields';
import { useT } from '../../lib/i18n';
import { AccountForm, EmailField, PasswordField } from './account-form';
import { SignInLinkSent, useLogin } from './use-account';

const FIELDS = ['email', 'password'] as const;

/** The Login tab (spec §5 Login): email and password, nothing else is sent. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: CurrentUser) => void }) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const t = useT('auth');
  const login = useLogin();
  // The account is under attack: the server's words on the link it mailed (decision 0018).
  const [linkSent, setLinkSent] = useState<string>();
  const notice = (error: unknown) => {
    if (!(error instanceof SignInLinkSent)) return false;
    setLinkSent(error.message);
    return true;
  };

  return (
    <AccountForm
      name={t('tab.login')}
      form={form}
      account={login}
      fields={FIELDS}
      success={{ title: t('login.success.title'), description: t('login.success.description') }}
      failure={{ title: t('login.failed.title'), fallback: t('login.failed.fallback') }}
      submitLabel={{ idle: t('login.submit'), pending: t('login.pending') }}
      onSignedIn={onSignedIn}
      onNotice={notice}
    >
      {linkSent && (
        <div role="status" className="flex gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-950">
          <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('login.linkSent')}</p>
            <p className="mt-1">{linkSent}</p>
          </div>
        </div>
      )}
      <EmailField {...registered(form, 'email')} />
      <PasswordField autoComplete="current-password" {...registered(form, 'password')} />
      <Link
        href="/forgot-password"
        className="-mt-2 self-end text-sm font-medium text-green-800 underline-offset-4 hover:underline"
      >
        {t('login.forgot')}
      </Link>
    </AccountForm>
  );
}
