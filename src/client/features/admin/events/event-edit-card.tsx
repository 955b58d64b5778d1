import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { type EventPatch, EventPatchSchema, type EventSummary } from '../../../../shared/schemas/events';
import { SubmitButton } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api';
import { useConfig } from '../../../lib/config';
import { showServerIssues } from '../../../lib/form-errors';
import { useT } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-api';
import { EventFormFields } from './event-form-fields';
import { EVENT_FIELDS, type EventFormValues, eventFormOf, eventResolver } from './event-form-values';
import { EventSection } from './event-section';
import { EVENTS_ADMIN_PATH, eventAdminPath, PUBLIC_EVENT_KEYS } from './events-admin-api';

/**
 * The event's fields, edited in place: PATCH /api/admin/events/{slug} with the changed ones; a new slug
 * moves the screen too.
 */
export function EventEditCard({ event }: { event: EventSummary }) {
  const t = useT('events-admin');
  const admin = useT('admin');
  const { timeZone } = useConfig();
  const [, navigate] = useLocation();
  const form = useForm<EventFormValues, unknown, EventPatch>({
    resolver: eventResolver(EventPatchSchema, timeZone),
    defaultValues: eventFormOf(event, timeZone),
  });
  const save = useAdminMutation({
    mutationFn: (body: EventPatch) => apiRequest('PATCH', eventAdminPath(event.slug), body),
    success: { title: t('admin.edit.success') },
    failure: t('admin.edit.failure'),
    invalidate: [EVENTS_ADMIN_PATH, ...PUBLIC_EVENT_KEYS],
    onSuccess: (_, body) => {
      if (body.slug && body.slug !== event.slug) navigate(`/admin/events/${body.slug}`, { replace: true });
    },
  });
  const submit = form.handleSubmit(async (checked) => {
    // Only what was changed: the server refuses new dates once sales are registered (that is the rain
    // date), so an edit of the name alone must not send the days again.
    const dirty = form.formState.dirtyFields;
    const body = Object.fromEntries(
      Object.entries(checked).filter(([key]) => dirty[key as keyof EventFormValues] !== undefined),
    ) as EventPatch;
    try {
      await save.mutateAsync(body);
      form.reset(form.getValues());
    } catch (error) {
      showServerIssues(error, form.setError, EVENT_FIELDS);
    }
  });
  return (
    <EventSection title={t('admin.edit.title')} description={t('admin.create.description', { timeZone })}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <EventFormFields form={form} ownCities={event.cities} />
        <div>
          <SubmitButton pending={form.formState.isSubmitting} busy={admin('common.saving')}>
            {admin('common.save')}
          </SubmitButton>
        </div>
      </form>
    </EventSection>
  );
}
