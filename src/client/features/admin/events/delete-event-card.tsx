import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { EventSummary } from '../../../../shared/schemas/events';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-api';
import { EventSection } from './event-section';
import { EVENTS_ADMIN_PATH, eventAdminPath, PUBLIC_EVENT_KEYS } from './events-admin-api';

/**
 * 'Delete event' (administrators): DELETE /api/admin/events/{slug} after a confirmation; the registrations
 * go with it, the sales stay. The screen then goes back to the list.
 */
export function DeleteEventCard({ event }: { event: EventSummary }) {
  const t = useT('events-admin');
  const admin = useT('admin');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const remove = useAdminMutation({
    mutationFn: () => apiRequest('DELETE', eventAdminPath(event.slug)),
    success: { title: t('admin.delete.success', { name: event.name }) },
    failure: t('admin.delete.failure'),
    invalidate: [...PUBLIC_EVENT_KEYS, '/api/garage-sales'],
    onSuccess: () => {
      // The event's own answers are gone: dropped, not read again.
      queryClient.removeQueries({ queryKey: [EVENTS_ADMIN_PATH, event.slug] });
      navigate('/admin/events');
    },
  });
  return (
    <EventSection title={t('admin.delete.title')} description={t('admin.delete.description')}>
      <Button variant="destructive" onClick={() => setAsking(true)}>
        {t('admin.delete.button')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('admin.delete.confirm.title')}
        description={t('admin.delete.confirm.text', { name: event.name, count: event.salesCount })}
        confirmLabel={admin('common.delete')}
        pendingLabel={admin('common.deleting')}
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onError: () => setAsking(false) })}
      />
    </EventSection>
  );
}
