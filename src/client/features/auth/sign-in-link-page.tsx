import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { failureMessage } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/use-toast';
import { AccountCard } from './account-card';
import { useSignInLink } from './use-account';

/**
 * /sign-in?token=…: the link mailed to a new browser while the account was under attack (decision 0018).
 * It signs in on a press, not on opening: mail scanners open links too.
 */
export function SignInLinkPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const signIn = useSignInLink();
  const t = useT('auth');
  const press = () =>
    signIn.mutate(token, {
      onSuccess: () => {
        toast({ title: t('login.success.title'), description: t('signInLink.success') });
        navigate('/', { replace: true });
      },
    });

  return (
    <AccountCard title={t('signInLink.title')} intro={t('signInLink.intro')}>
      <div className="flex flex-col gap-4">
        {signIn.isError && (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p>{failureMessage(signIn.error, t('signInLink.failed'))}</p>
            <Link href="/login" className="mt-1 inline-block font-medium underline">
              {t('signInLink.again')}
            </Link>
          </div>
        )}
        <Button type="button" size="lg" className="w-full" onClick={press} disabled={signIn.isPending}>
          {signIn.isPending ? t('signInLink.pending') : t('signInLink.submit')}
        </Button>
      </div>
    </AccountCard>
  );
}
