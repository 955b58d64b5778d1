import { useForm } from 'react-hook-form';
import { type EventCreate, EventCreateSchema } from '../../../../shared/schemas/events';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { apiRequest } from '../../../lib/api';
import { useConfig } from '../../../lib/config';
import { showServerIssues } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-api';
import { EventFormFields } from './event-form-fields';
import { EVENT_FIELDS, type EventFormValues, emptyEventForm, eventResolver } from './event-form-values';
import { EVENTS_ADMIN_PATH, PUBLIC_EVENT_KEYS } from './events-admin-api';

/**
 * 'New event' (administrators): POST /api/admin/events. Mounted only while open; it stays open, the fields
 * kept, when the call fails (the server's field issues under their fields), and closes once it is made.
 */
export function NewEventDialog({ onClose }: { onClose: () => void }) {
  const t = useT('events-admin');
  const admin = useT('admin');
  const { timeZone } = useConfig();
  const form = useForm<EventFormValues, unknown, EventCreate>({
    resolver: eventResolver(EventCreateSchema, timeZone),
    defaultValues: emptyEventForm(),
  });
  const create = useAdminMutation({
    mutationFn: (body: EventCreate) => apiRequest('POST', EVENTS_ADMIN_PATH, body),
    success: (_, body) => ({ title: t('admin.create.success', { name: body.name }) }),
    failure: t('admin.create.failure'),
    invalidate: [EVENTS_ADMIN_PATH, ...PUBLIC_EVENT_KEYS],
  });
  const pending = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync(body);
      onClose();
    } catch (error) {
      showServerIssues(error, form.setError, EVENT_FIELDS);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-w-2xl p-5 sm:p-6" closeLabel={admin('common.close')}>
        <DialogTitle className="pr-10">{t('admin.create.title')}</DialogTitle>
        <DialogDescription className="mt-1 pr-6">
          {t('admin.create.description', { timeZone })}
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
          <EventFormFields form={form} slugFollowsName />
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {admin('common.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('admin.create.pending') : t('admin.create.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
