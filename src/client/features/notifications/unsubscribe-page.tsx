import { useQuery } from '@tanstack/react-query';
import { MailCheck, MailX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { LoadingPanel } from '../../components/loading-panel';
import { NoticeCard } from '../../components/notice-card';
import { Button, buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/config';
import { failureMessage } from '../../lib/form-errors';
import { unsubscribeQueryOptions, useUnsubscribe } from './notifications-data';

/**
 * /unsubscribe/{token}, a mail's "Stop these messages" link: says what it stops and asks for a press,
 * since mail scanners open links (only the button's POST changes anything). No sign-in needed.
 */
export function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const { token = '' } = useParams<{ token: string }>();
  const info = useQuery(unsubscribeQueryOptions(token));
  const stop = useUnsubscribe(token);

  if (stop.isSuccess) {
    return (
      <NoticeCard icon={MailCheck} title="Unsubscribed" text={stop.data.message}>
        <OnwardLink href="/">Go to Explore</OnwardLink>
      </NoticeCard>
    );
  }
  if (info.isError) {
    return (
      <NoticeCard
        icon={MailX}
        title="This link does not work"
        text={failureMessage(info.error, 'The link could not be checked. Please try again later.')}
      >
        <OnwardLink href="/account/notifications">Choose your notifications</OnwardLink>
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
      title="Unsubscribe"
      text={
        alreadyOff ? `${email} already gets no ${description}.` : `Stop sending ${description} to ${email}?`
      }
    >
      {!alreadyOff && (
        <Button className="mt-2" disabled={stop.isPending} onClick={() => stop.mutate()}>
          {stop.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
        </Button>
      )}
      {stop.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {failureMessage(stop.error, 'Could not unsubscribe. Please try again.')}
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
