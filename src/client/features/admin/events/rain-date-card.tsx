import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { EventMoveSchema, type EventSummary } from '../../../../shared/schemas/events';
import { EventMoveAnswerSchema } from '../../../../shared/schemas/events-admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { useLocalizeMessage, useT } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-api';
import { type DaysForm, EventDaysFields } from './event-days-fields';
import { EventSection } from './event-section';
import { useEventWords } from './event-words';
import { EVENTS_ADMIN_PATH, eventAdminPath, PUBLIC_EVENT_KEYS, requestJson } from './events-admin-api';

type EventMove = z.output<typeof EventMoveSchema>;

/**
 * The rain date: the event's new days (with their hours), then a confirmation, as every registered sale
 * that follows the event moves with it and the shoppers who saved one are told (POST .../move).
 */
export function RainDateCard({ event }: { event: EventSummary }) {
  const t = useT('events-admin');
  const words = useEventWords();
  useLocalizeMessage('events-schema');
  const form = useForm<DaysForm, unknown, EventMove>({
    resolver: zodResolver(EventMoveSchema),
    defaultValues: { dates: event.dates.map((day) => ({ ...day })) },
  });
  const [ready, setReady] = useState<EventMove | null>(null);
  const move = useAdminMutation({
    mutationFn: (body: EventMove) =>
      requestJson('POST', `${eventAdminPath(event.slug)}/move`, EventMoveAnswerSchema, body),
    success: (answer) => ({ title: t('admin.move.success'), description: answer.message }),
    failure: t('admin.move.failure'),
    invalidate: [EVENTS_ADMIN_PATH, ...PUBLIC_EVENT_KEYS, '/api/garage-sales'],
    onSuccess: (_, body) => {
      setReady(null);
      form.reset(body);
    },
  });
  return (
    <EventSection title={t('admin.move.title')} description={t('admin.move.description')}>
      <form onSubmit={form.handleSubmit(setReady)} noValidate className="flex flex-col gap-4">
        <EventDaysFields form={form} legend={t('admin.move.legend')} fixedCount />
        <div>
          <Button type="submit">{t('admin.move.submit')}</Button>
        </div>
      </form>
      <ConfirmDialog
        open={ready !== null}
        onOpenChange={(open) => !open && setReady(null)}
        title={t('admin.move.confirm.title')}
        description={t('admin.move.confirm.text', {
          count: event.salesCount,
          days: ready ? words.days(ready.dates) : '',
        })}
        confirmLabel={t('admin.move.confirm.submit')}
        pendingLabel={t('admin.move.pending')}
        pending={move.isPending}
        onConfirm={() => ready && move.mutate(ready, { onError: () => setReady(null) })}
      />
    </EventSection>
  );
}
