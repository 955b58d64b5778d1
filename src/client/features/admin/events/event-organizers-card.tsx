import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type * as z from 'zod/mini';
import { EventOrganizerSchema, type EventSummary } from '../../../../shared/schemas/events';
import { TextField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api';
import { showServerIssues } from '../../../lib/form-errors';
import { useLocalizeMessage, useT } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-api';
import { useFieldOf } from '../reference/form-dialog';
import { EventSection } from './event-section';
import { EVENTS_ADMIN_PATH, type EventDashboard, eventAdminPath } from './events-admin-api';

type NewOrganizer = z.output<typeof EventOrganizerSchema>;

/**
 * The event's organizers (administrators only): who they are, Remove, and 'Make organizer' by an account's
 * email (POST/DELETE /api/admin/events/{slug}/organizers). An organizer manages this event only.
 */
export function EventOrganizersCard({
  event,
  organizers,
}: {
  event: EventSummary;
  organizers: EventDashboard['organizers'];
}) {
  const t = useT('events-admin');
  useLocalizeMessage('events-schema');
  const form = useForm<{ email: string }, unknown, NewOrganizer>({
    resolver: zodResolver(EventOrganizerSchema),
    defaultValues: { email: '' },
  });
  const field = useFieldOf(form);
  const path = `${eventAdminPath(event.slug)}/organizers`;
  const add = useAdminMutation({
    mutationFn: (body: NewOrganizer) => apiRequest('POST', path, body),
    success: (_, body) => ({ title: t('admin.organizers.added', { email: body.email }) }),
    failure: t('admin.organizers.addFailure'),
    invalidate: [EVENTS_ADMIN_PATH],
    onSuccess: () => form.reset(),
  });
  const remove = useAdminMutation({
    mutationFn: (organizer: { userId: number }) => apiRequest('DELETE', `${path}/${organizer.userId}`),
    success: (_, organizer) => ({
      title: t('admin.organizers.removed', {
        email: organizers.find((o) => o.userId === organizer.userId)?.email ?? '',
      }),
    }),
    failure: t('admin.organizers.removeFailure'),
    invalidate: [EVENTS_ADMIN_PATH],
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await add.mutateAsync(body);
    } catch (error) {
      showServerIssues(error, form.setError, ['email']);
    }
  });
  return (
    <EventSection title={t('admin.organizers.title')} description={t('admin.organizers.description')}>
      {organizers.length === 0 ? (
        <p className="text-sm text-neutral-600">{t('admin.organizers.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-neutral-100">
          {organizers.map((organizer) => (
            <li key={organizer.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="break-all text-sm text-neutral-900">{organizer.email}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={t('admin.organizers.removeName', { email: organizer.email })}
                onClick={() => remove.mutate({ userId: organizer.userId })}
              >
                {t('admin.organizers.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          type="email"
          label={t('admin.organizers.email')}
          autoComplete="off"
          className="sm:w-80"
          {...field('email')}
        />
        <Button type="submit" className="sm:mt-6" disabled={form.formState.isSubmitting}>
          {t('admin.organizers.add')}
        </Button>
      </form>
    </EventSection>
  );
}
