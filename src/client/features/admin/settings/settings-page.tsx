import { zodResolver } from '@hookform/resolvers/zod';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, MapPinned } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ApiKeyForm, ApiKeyFormSchema, type MapsKeyStatus } from '../../../../shared/schemas/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextField } from '../../../components/form-fields';
import { AdminPage } from '../../../components/guards/admin-page';
import { Button, SubmitButton } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api';
import { useLocalizeMessage, useT } from '../../../lib/i18n';
import { ADMIN_PATHS, mapsKeyStatusQuery, useAdminMutation } from '../admin-api';
import { formatMapsKeyStatus } from './maps-key-status';
import { TermsCard } from './terms-card';

/** After a change every screen reads the key again, and the status here says where it comes from. */
const KEY_QUERIES: string[] = ['/api/google-maps-key', ADMIN_PATHS.mapsKey];

/** Spec §5 Api key form: the Google Maps key the map uses, kept in the database; and the site's terms. */
export function SettingsPage() {
  const t = useT('admin');
  return (
    <AdminPage title={t('settings.title')} description={t('settings.description')}>
      <MapsCard />
      <TermsCard />
    </AdminPage>
  );
}

function MapsCard() {
  const t = useT('admin');
  const status = useQuery(mapsKeyStatusQuery);
  const headingId = useId();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const remove = useAdminMutation({
    mutationFn: () => apiRequest('DELETE', ADMIN_PATHS.mapsKey),
    success: { title: t('maps.removed') },
    failure: t('maps.removeFailed'),
    invalidate: KEY_QUERIES,
  });

  return (
    <section
      aria-labelledby={headingId}
      className="max-w-2xl rounded-xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-neutral-900">
        <MapPinned className="size-5 text-green-700" aria-hidden="true" />
        {t('maps.heading')}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">{t('maps.intro')}</p>
      <div className="mt-4" aria-live="polite">
        <StatusLine status={status} />
      </div>
      <ApiKeyFormSection />
      {status.data?.source === 'database' && (
        <Button variant="outline" className="mt-4" onClick={() => setConfirmRemove(true)}>
          {t('maps.remove')}
        </Button>
      )}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={t('maps.remove')}
        description={t('maps.remove.text')}
        confirmLabel={t('common.remove')}
        pendingLabel={t('common.removing')}
        cancelLabel={t('common.cancel')}
        confirmVariant="destructive"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirmRemove(false) })}
      />
    </section>
  );
}

function StatusLine({ status }: { status: UseQueryResult<MapsKeyStatus> }) {
  const t = useT('admin');
  if (status.isError) {
    return (
      <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" role="alert">
        {t('maps.statusError')}{' '}
        <button type="button" className="font-medium underline" onClick={() => void status.refetch()}>
          {t('common.tryAgain')}
        </button>
      </p>
    );
  }
  if (status.isPending) return <p className="text-sm text-neutral-600">{t('common.loading')}</p>;
  return (
    <p className="rounded-md bg-neutral-50 px-3 py-2 text-sm font-medium text-neutral-900">
      {formatMapsKeyStatus(status.data, t)}
    </p>
  );
}

function ApiKeyFormSection() {
  const t = useT('admin');
  const localize = useLocalizeMessage();
  const [shown, setShown] = useState(false);
  const form = useForm<ApiKeyForm>({
    resolver: zodResolver(ApiKeyFormSchema),
    defaultValues: { apiKey: '' },
  });
  const save = useAdminMutation({
    mutationFn: (values: ApiKeyForm) => apiRequest('PUT', ADMIN_PATHS.mapsKey, values),
    success: { title: t('maps.saved') },
    failure: t('maps.saveFailed'),
    invalidate: KEY_QUERIES,
    onSuccess: () => form.reset({ apiKey: '' }),
  });
  const error = form.formState.errors.apiKey?.message;

  return (
    <form
      noValidate
      className="mt-5 flex flex-col gap-3"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <div className="flex items-start gap-2">
        <TextField
          label={t('maps.field')}
          type={shown ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          hint={t('maps.field.hint')}
          error={error && localize(error)}
          className="min-w-0 flex-1"
          {...form.register('apiKey')}
        />
        <Button
          variant="outline"
          size="icon"
          className="mt-6 size-11"
          aria-label={shown ? t('maps.hide') : t('maps.show')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Button>
      </div>
      <div>
        <SubmitButton pending={save.isPending} busy={t('common.saving')}>
          {t('maps.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
