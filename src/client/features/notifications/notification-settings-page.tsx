import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useEffect, useId } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import {
  type NotificationPreferences,
  NotificationPreferencesSchema,
  type NotificationSettings,
} from '../../../shared/schemas/notifications';
import { registered, SelectField } from '../../components/form-fields';
import { RequireSignIn } from '../../components/guards/sign-in-required';
import { LoadError } from '../../components/load-error';
import { SubmitButton } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/config';
import { failureMessage } from '../../lib/form-errors';
import { useLocale, useLocalizeMessage, useT } from '../../lib/i18n';
import { toast } from '../../lib/use-toast';
import { AccountHeading } from './account-heading';
import { notificationSettingsQueryOptions, useSaveNotificationSettings } from './notifications-data';
import { reminderTimeOptions } from './reminder-times';

/** /account/notifications: which mail this person gets, and when the evening reminder comes. */
export function NotificationSettingsPage() {
  const t = useT('notifications');
  useDocumentTitle(t('settings.title'));
  return <RequireSignIn description={t('settings.signIn')}>{() => <SettingsScreen />}</RequireSignIn>;
}

function SettingsScreen() {
  const settings = useQuery(notificationSettingsQueryOptions);
  const t = useT('notifications');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <AccountHeading title={t('settings.title')} text={t('settings.intro')} />
      {settings.isError ? (
        <LoadError title={t('settings.loadError')} onRetry={() => void settings.refetch()} />
      ) : settings.isPending ? (
        <p role="status" className="text-neutral-600">
          {t('loading')}
        </p>
      ) : (
        <>
          {!settings.data.emailVerified && <UnverifiedNote email={settings.data.email} />}
          <SettingsForm settings={settings.data} />
        </>
      )}
    </div>
  );
}

function UnverifiedNote({ email }: { email: string }) {
  const t = useT('notifications');
  return (
    <div
      role="note"
      className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        {t('settings.unverified.before')} <strong className="break-all">{email}</strong>{' '}
        {t('settings.unverified.after')}
      </p>
    </div>
  );
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const save = useSaveNotificationSettings();
  const t = useT('notifications');
  const locale = useLocale();
  const localize = useLocalizeMessage();
  const form = useForm<NotificationPreferences>({
    resolver: zodResolver(NotificationPreferencesSchema),
    defaultValues: pick(settings),
  });
  const reminderTime = registered(form, 'reminderTime');
  useEffect(() => form.reset(pick(settings)), [settings, form]);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast({ title: t('settings.saved') }),
      onError: (error) =>
        toast({ title: failureMessage(error, t('settings.saveFailed')), variant: 'destructive' }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset className="space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-base font-semibold text-neutral-900">{t('settings.favourites')}</legend>
        <Toggle
          label={t('settings.changeNotices')}
          hint={t('settings.changeNotices.hint')}
          field={form.register('changeNotices')}
        />
        <Toggle
          label={t('settings.reminders')}
          hint={t('settings.reminders.hint')}
          field={form.register('reminders')}
        />
        <SelectField
          label={t('settings.reminderTime')}
          hint={t('settings.reminderTime.hint')}
          className="max-w-48"
          {...reminderTime}
          error={reminderTime.error && localize(reminderTime.error)}
        >
          {reminderTimeOptions(settings.reminderTime, locale).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-base font-semibold text-neutral-900">{t('settings.searches')}</legend>
        <Toggle
          label={t('settings.digests')}
          hint={t('settings.digests.hint')}
          field={form.register('savedSearchDigests')}
        />
        <p className="text-sm text-neutral-700">
          <Link
            href="/account/saved-searches"
            className="font-medium text-green-800 underline underline-offset-4"
          >
            {t('settings.manageSearches')}
          </Link>
        </p>
      </fieldset>
      <SubmitButton pending={save.isPending} busy={t('saving')}>
        {t('save')}
      </SubmitButton>
    </form>
  );
}

function pick(settings: NotificationSettings): NotificationPreferences {
  const { reminders, changeNotices, savedSearchDigests, reminderTime } = settings;
  return { reminders, changeNotices, savedSearchDigests, reminderTime };
}

function Toggle({ label, hint, field }: { label: string; hint: string; field: UseFormRegisterReturn }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-green-700"
        {...field}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-neutral-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-neutral-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
