import type { MessageKey } from '../../../../shared/i18n/catalog-types';
import { useT } from '../../../lib/i18n';
import { useFormatMoment } from '../format-moment';
import { EventSection } from './event-section';
import type { EventDashboard } from './events-admin-api';

/** The server's names of what was done to the event (events/event-access.ts `logEventAction`). */
const ACTIONS: Record<string, MessageKey<'events-admin'>> = {
  created: 'admin.log.created',
  edited: 'admin.log.edited',
  numbered: 'admin.log.numbered',
  moved: 'admin.log.moved',
  messaged: 'admin.log.messaged',
  exported: 'admin.log.exported',
  'organizer-added': 'admin.log.organizerAdded',
  'organizer-removed': 'admin.log.organizerRemoved',
};

/** Who did what to the event, newest first: the administrators' and organizers' actions. */
export function EventLogCard({ log }: { log: EventDashboard['log'] }) {
  const t = useT('events-admin');
  const when = useFormatMoment();
  return (
    <EventSection title={t('admin.log.title')}>
      {log.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('admin.log.empty')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-neutral-100 text-sm">
          {log.map((entry) => {
            const key = ACTIONS[entry.action];
            return (
              <li key={`${entry.createdAt}-${entry.action}-${entry.actorEmail}`} className="py-2">
                <p className="text-neutral-900">
                  <span className="font-medium">{key ? t(key) : entry.action}</span>
                  {entry.detail && <span className="text-neutral-700">{` · ${entry.detail}`}</span>}
                </p>
                <p className="text-xs text-neutral-600">
                  {t('admin.log.by', { email: entry.actorEmail, when: when(entry.createdAt) })}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </EventSection>
  );
}
