import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { AccessDenied } from '../../../components/guards/access-denied';
import { AdminPage } from '../../../components/guards/admin-page';
import { LoadingPanel } from '../../../components/loading-panel';
import { buttonClasses } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { ListError } from '../data-table';
import { DeleteEventCard } from './delete-event-card';
import { EventDashboardView } from './event-dashboard';
import { EventEditCard } from './event-edit-card';
import { EventLogCard } from './event-log-card';
import { EventOrganizersCard } from './event-organizers-card';
import { useEventWords } from './event-words';
import {
  type EventDashboard,
  eventDashboardQuery,
  isForbidden,
  isNotFound,
  participantsCsvPath,
} from './events-admin-api';
import { MessageSellersCard } from './message-sellers-card';
import { NumberSalesCard } from './number-sales-card';
import { RainDateCard } from './rain-date-card';

/**
 * /admin/events/{slug} (issue 25): one event for its administrators and organizers: what it is, the
 * dashboard and numbered list, the CSV, numbering, the rain date, the message to all sellers, its
 * organizers (administrators only) and its fields. The server decides who may see it (403: Access Denied).
 */
export function EventPage() {
  const t = useT('events-admin');
  const { slug = '' } = useParams<{ slug: string }>();
  const { user } = useSession();
  const dashboard = useQuery({ ...eventDashboardQuery(slug), enabled: user !== null });
  if (isForbidden(dashboard.error)) return <AccessDenied />;
  const title =
    dashboard.data?.event.name ??
    (isNotFound(dashboard.error) ? t('admin.event.notFound') : t('admin.event.loading'));
  return (
    <AdminPage organizers title={title}>
      <p className="-mt-4 mb-4">
        <Link href="/admin/events" className="text-sm text-green-800 underline underline-offset-2">
          {t('admin.event.back')}
        </Link>
      </p>
      {isNotFound(dashboard.error) ? (
        <p className="text-neutral-700">{t('admin.event.notFound.text')}</p>
      ) : dashboard.isError ? (
        <ListError title={t('admin.event.loadError')} onRetry={() => dashboard.refetch()} />
      ) : dashboard.data ? (
        <EventScreen data={dashboard.data} isAdmin={user?.isAdmin === true} />
      ) : (
        <LoadingPanel size="list" />
      )}
    </AdminPage>
  );
}

function EventScreen({ data, isAdmin }: { data: EventDashboard; isAdmin: boolean }) {
  const t = useT('events-admin');
  const words = useEventWords();
  const { event } = data;
  const publicPage = `/events/${event.slug}`;
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-neutral-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-[auto_1fr] sm:p-5">
        <dt className="font-medium text-neutral-700">{t('admin.column.dates')}</dt>
        <dd className="text-neutral-900">{words.days(event.dates)}</dd>
        <dt className="font-medium text-neutral-700">{t('admin.column.area')}</dt>
        <dd className="text-neutral-900">{words.area(event)}</dd>
        <dt className="font-medium text-neutral-700">{t('admin.column.registration')}</dt>
        <dd className="text-neutral-900">{words.registration(event)}</dd>
        <dt className="font-medium text-neutral-700">{t('admin.column.sales')}</dt>
        <dd className="text-neutral-900">{words.salesCount(event)}</dd>
        <dt className="font-medium text-neutral-700">{t('admin.event.page')}</dt>
        <dd>
          <a href={publicPage} className="text-green-800 underline underline-offset-2">
            {publicPage}
          </a>
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <a href={participantsCsvPath(event.slug)} download className={buttonClasses('outline')}>
          <Download aria-hidden="true" />
          {t('admin.csv.link')}
        </a>
      </div>
      <EventDashboardView data={data} />
      <NumberSalesCard event={event} />
      <MessageSellersCard event={event} />
      <RainDateCard key={JSON.stringify(event.dates)} event={event} />
      {isAdmin && <EventOrganizersCard event={event} organizers={data.organizers} />}
      {/* Drawn afresh when the stored event changes (a rain date, another's edit): no stale fields to save. */}
      <EventEditCard key={JSON.stringify(event)} event={event} />
      <EventLogCard log={data.log} />
      {isAdmin && <DeleteEventCard event={event} />}
    </div>
  );
}
