import { LockKeyhole } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CurrentUser } from '../../../shared/schemas/auth';
import { useDocumentTitle, useProductNoun } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { safeNextPath, signInNoticeOf } from '../../lib/next-path';
import { useSession } from '../../lib/session';
import { AuthFrame } from './account-card';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Tab = 'login' | 'register';

/** The two tabs: their value, their trigger's words and their form. */
const TABS = [
  ['login', 'tab.login', LoginForm],
  ['register', 'tab.register', RegisterForm],
] as const;

const tabClasses =
  'flex-1 rounded-md px-3 py-2 text-sm font-medium text-neutral-700 hover:text-neutral-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 data-[state=active]:bg-white data-[state=active]:text-neutral-900 data-[state=active]:shadow-sm';

/**
 * Spec §2 /login: Login and Register tabs, no navigation bar, 'Continue as Guest' to /. After either
 * succeeds the user goes on to ?next= (a path of this site) or to Explore; a signed-in visitor is sent
 * to Explore straight away.
 */
export function LoginPage() {
  const noun = useProductNoun();
  const t = useT('auth');
  const session = useSession();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const next = safeNextPath(search.get('next'));
  const [tab, setTab] = useState<Tab>(search.get('tab') === 'register' ? 'register' : 'login');
  // Left by a screen that needs an account (SignInRequired): why the visitor is here.
  const [notice] = useState(() => signInNoticeOf(window.history.state));
  // Set on success, so the "already signed in" redirect below does not overtake the way to ?next=.
  const leaving = useRef(false);
  useDocumentTitle(tab === 'login' ? t('tab.login') : t('tab.register'));

  const signedInAlready = !session.isLoading && session.user !== null;
  useEffect(() => {
    if (signedInAlready && !leaving.current) navigate('/', { replace: true });
  }, [signedInAlready, navigate]);

  const onSignedIn = (_user: CurrentUser) => {
    leaving.current = true;
    navigate(next, { replace: true });
  };

  return (
    <AuthFrame after={{ href: '/', label: t('guest') }}>
      <h1 className="text-2xl font-bold tracking-tight text-neutral-900">
        {tab === 'login' ? t('login.title') : t('register.title')}
      </h1>
      <p className="mt-1 text-sm text-neutral-700">
        {t(tab === 'login' ? 'login.intro' : 'register.intro', { productPlural: noun.plural })}
      </p>
      {notice && (
        <div
          role="alert"
          className="mt-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
        >
          <LockKeyhole className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <h2 className="text-sm font-semibold">{t('notice.heading')}</h2>
            <p className="text-sm">{notice}</p>
          </div>
        </div>
      )}
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-6">
        <Tabs.List aria-label={t('tabs.label')} className="flex gap-1 rounded-lg bg-neutral-100 p-1">
          {TABS.map(([value, label]) => (
            <Tabs.Trigger key={value} value={value} className={tabClasses}>
              {t(label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(([value, , Form]) => (
          <Tabs.Content
            key={value}
            value={value}
            className="mt-6 rounded-sm focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-green-700"
          >
            <Form onSignedIn={onSignedIn} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </AuthFrame>
  );
}
