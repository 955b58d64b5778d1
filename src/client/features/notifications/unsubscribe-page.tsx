import { useQuery } from '@tanstack/react-query';
import { MailCheck, MailX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { LoadingPanel } from '../../components/loading-panel';
import { NoticeCard } from '../../components/notice-card';
import { Button, buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/config';
import { failureMessage } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { unsubscribeQueryOptions, useUnsubscribe } from './notifications-data';

/**
 * /unsubscribe/{token}, a mail's "Stop these messages" link: says what it stops and asks for a press,
 * since mail scanners open links (only the button's POST changes anything). No sign-in needed.
 */
export function UnsubscribePage() {
  const t = useT('notifications');
  useDocumentTitle(t('unsubscribe.title'));
  const { token = '' } = useParams<{ token: string }>();
  const info = useQuery(unsubscribeQueryOptions(token));
  const stop = useUnsubscribe(token);

  if (stop.isSuccess) {
    return (
      <NoticeCard icon={MailCheck} title={t('unsubscribe.done')} text={stop.data.message}>
        <OnwardLink href="/">{t('toExplore')}</OnwardLink>
      </NoticeCard>
    );
  }
  if (info.isError) {
    return (
      <NoticeCard
        icon={MailX}
        title={t('unsubscribe.dead')}
        text={failureMessage(info.error, t('unsubscribe.checkFailed'))}
      >
        <OnwardLink href="/account/notifications">{t('unsubscribe.choose')}</OnwardLink>
      </NoticeCard>
    );
  }
  if (info.isPending) {
    return <LoadingPanel />;
  }
  const { description, email, alreadyOff } = info.data;
  return (
    <NoticeCard
      icon={MailX}
      title={t('unsubscribe.title')}
      text={t(alreadyOff ? 'unsubscribe.alreadyOff' : 'unsubscribe.ask', { description, email })}
    >
      {!alreadyOff && (
        <Button className="mt-2" disabled={stop.isPending} onClick={() => stop.mutate()}>
          {stop.isPending ? t('unsubscribe.pending') : t('unsubscribe.title')}
        </Button>
      )}
      {stop.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {failureMessage(stop.error, t('unsubscribe.failed'))}
        </p>
      )}
    </NoticeCard>
  );
}

/** Where to go from the card: a link drawn as an outline button. */
function OnwardLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className={buttonClasses('outline', 'md', 'mt-2')}>
      {children}
    </Link>
  );
}
