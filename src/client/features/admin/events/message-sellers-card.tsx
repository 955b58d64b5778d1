import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type EventMessage, EventMessageSchema, type EventSummary } from '../../../../shared/schemas/events';
import { EventMessageAnswerSchema } from '../../../../shared/schemas/events-admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextAreaField, TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { useLocalizeMessage, useT } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-api';
import { useFieldOf } from '../reference/form-dialog';
import { EventSection } from './event-section';
import { EVENTS_ADMIN_PATH, eventAdminPath, requestJson } from './events-admin-api';

type MessageFields = { subject: string; text: string };

/**
 * 'Message all sellers': a subject and a text, checked by the shared schema, then a confirmation naming how
 * many sellers it goes to; POST /api/admin/events/{slug}/messages puts one mail per seller in the outbox.
 */
export function MessageSellersCard({ event }: { event: EventSummary }) {
  const t = useT('events-admin');
  useLocalizeMessage('events-schema');
  const form = useForm<MessageFields, unknown, EventMessage>({
    resolver: zodResolver(EventMessageSchema),
    defaultValues: { subject: '', text: '' },
  });
  const field = useFieldOf(form);
  const [ready, setReady] = useState<EventMessage | null>(null);
  const send = useAdminMutation({
    mutationFn: (message: EventMessage) =>
      requestJson('POST', `${eventAdminPath(event.slug)}/messages`, EventMessageAnswerSchema, message),
    success: (answer) => ({ title: t('admin.message.success'), description: answer.message }),
    failure: t('admin.message.failure'),
    // The event's log records the message.
    invalidate: [EVENTS_ADMIN_PATH],
    onSuccess: () => {
      setReady(null);
      form.reset();
    },
  });
  return (
    <EventSection title={t('admin.message.title')} description={t('admin.message.description')}>
      <form onSubmit={form.handleSubmit(setReady)} noValidate className="flex flex-col gap-4">
        <TextField label={t('admin.message.subject')} autoComplete="off" {...field('subject')} />
        <TextAreaField label={t('admin.message.text')} rows={6} {...field('text')} />
        <div>
          <Button type="submit">{t('admin.message.send')}</Button>
        </div>
      </form>
      <ConfirmDialog
        open={ready !== null}
        onOpenChange={(open) => !open && setReady(null)}
        title={t('admin.message.confirm.title')}
        description={t('admin.message.confirm.text', {
          count: event.salesCount,
          subject: ready?.subject ?? '',
        })}
        confirmLabel={t('admin.message.confirm.send')}
        pendingLabel={t('admin.message.pending')}
        pending={send.isPending}
        onConfirm={() => ready && send.mutate(ready, { onError: () => setReady(null) })}
      />
    </EventSection>
  );
}
