import { useState } from 'react';
import type { EventSummary } from '../../../../shared/schemas/events';
import { EventNumbersAnswerSchema } from '../../../../shared/schemas/events-admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-api';
import { EventSection } from './event-section';
import { useEventWords } from './event-words';
import { EVENTS_ADMIN_PATH, eventAdminPath, PUBLIC_EVENT_KEYS, requestJson } from './events-admin-api';

/**
 * 'Number the sales': POST /api/admin/events/{slug}/numbers, after a confirmation, as numbers once given
 * never change (sales registered later take the next ones).
 */
export function NumberSalesCard({ event }: { event: EventSummary }) {
  const t = useT('events-admin');
  const words = useEventWords();
  const [asking, setAsking] = useState(false);
  const numberSales = useAdminMutation({
    mutationFn: () => requestJson('POST', `${eventAdminPath(event.slug)}/numbers`, EventNumbersAnswerSchema),
    success: (answer) => ({ title: t('admin.numbers.success'), description: answer.message }),
    failure: t('admin.numbers.failure'),
    invalidate: [EVENTS_ADMIN_PATH, ...PUBLIC_EVENT_KEYS],
    onSuccess: () => setAsking(false),
  });
  return (
    <EventSection
      title={t('admin.numbers.title')}
      description={
        event.numberedAt
          ? t('admin.numbers.done', { when: words.moment(event.numberedAt) })
          : t('admin.numbers.notYet')
      }
    >
      <Button onClick={() => setAsking(true)}>{t('admin.numbers.button')}</Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('admin.numbers.confirm.title')}
        description={t('admin.numbers.confirm.text')}
        confirmLabel={t('admin.numbers.button')}
        pendingLabel={t('admin.numbers.pending')}
        pending={numberSales.isPending}
        onConfirm={() => numberSales.mutate(undefined, { onError: () => setAsking(false) })}
      />
    </EventSection>
  );
}
