import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { EventSummary } from '../../../../shared/schemas/events';
import { AccessDenied } from '../../../components/guards/access-denied';
import { AdminPage } from '../../../components/guards/admin-page';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { DataTable, EmptyRow, ListError, Td } from '../data-table';
import { useEventWords } from './event-words';
import { adminEventsQuery, isForbidden } from './events-admin-api';
import { NewEventDialog } from './new-event-dialog';

/**
 * /admin/events (issue 25): the sale days; an administrator sees all and makes new ones, an organizer sees
 * the events they run (the server chooses), anyone else is refused by the server and sees Access Denied.
 */
export function EventsPage() {
  const t = useT('events-admin');
  const { user } = useSession();
  const events = useQuery({ ...adminEventsQuery, enabled: user !== null });
  const [creating, setCreating] = useState(false);
  if (isForbidden(events.error)) return <AccessDenied />;
  return (
    <AdminPage
      organizers
      title={t('admin.list.title')}
      description={t('admin.list.description')}
      actions={
        user?.isAdmin && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t('admin.list.new')}
          </Button>
        )
      }
    >
      {events.isError ? (
        <ListError title={t('admin.list.loadError')} onRetry={() => events.refetch()} />
      ) : (
        <EventsTable events={events.data} />
      )}
      {creating && <NewEventDialog onClose={() => setCreating(false)} />}
    </AdminPage>
  );
}

function EventsTable({ events }: { events: EventSummary[] | undefined }) {
  const t = useT('events-admin');
  const words = useEventWords();
  const columns = [
    t('admin.column.name'),
    t('admin.column.dates'),
    t('admin.column.area'),
    t('admin.column.registration'),
    { label: t('admin.column.sales'), end: true } as const,
  ];
  return (
    <DataTable caption={t('admin.list.title')} columns={columns}>
      {events === undefined ? (
        <EmptyRow columns={columns.length}>{t('admin.list.loading')}</EmptyRow>
      ) : events.length === 0 ? (
        <EmptyRow columns={columns.length}>{t('admin.list.empty')}</EmptyRow>
      ) : (
        events.map((event) => (
          <tr key={event.id}>
            <Td className="font-medium">
              <Link
                href={`/admin/events/${event.slug}`}
                className="text-green-800 underline underline-offset-2 hover:text-green-900"
              >
                {event.name}
              </Link>
            </Td>
            <Td label={t('admin.column.dates')}>{words.days(event.dates)}</Td>
            <Td label={t('admin.column.area')}>{words.area(event)}</Td>
            <Td label={t('admin.column.registration')}>{words.registration(event)}</Td>
            <Td label={t('admin.column.sales')} className="tabular-nums md:text-right">
              {words.salesCount(event)}
            </Td>
          </tr>
        ))
      )}
    </DataTable>
  );
}
