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
import { toast } from '../../lib/use-toast';
import { AccountHeading } from './account-heading';
import { notificationSettingsQueryOptions, useSaveNotificationSettings } from './notifications-data';
import { reminderTimeOptions } from './reminder-times';

/** /account/notifications: which mail this person gets, and when the evening reminder comes. */
export function NotificationSettingsPage() {
  useDocumentTitle('Notifications');
  return (
    <RequireSignIn description="Please sign in to choose your notifications">
      {() => <SettingsScreen />}
    </RequireSignIn>
  );
}

function SettingsScreen() {
  const settings = useQuery(notificationSettingsQueryOptions);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8">
      <AccountHeading
        title="Notifications"
        text="Choose the emails you get about the sales you saved and the searches you keep."
      />
      {settings.isError ? (
        <LoadError title="Error loading your notifications" onRetry={() => void settings.refetch()} />
      ) : settings.isPending ? (
        <p role="status" className="text-neutral-600">
          Loading…
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
  return (
    <div
      role="note"
      className="mb-6 flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        Your address <strong className="break-all">{email}</strong> is not verified yet. Reminders, change
        notices and saved-search emails are only sent to verified addresses: use the link in the email we sent
        when you registered. Your choices below are kept and apply once it is verified.
      </p>
    </div>
  );
}

function SettingsForm({ settings }: { settings: NotificationSettings }) {
  const save = useSaveNotificationSettings();
  const form = useForm<NotificationPreferences>({
    resolver: zodResolver(NotificationPreferencesSchema),
    defaultValues: pick(settings),
  });
  useEffect(() => form.reset(pick(settings)), [settings, form]);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toast({ title: 'Notifications saved' }),
      onError: (error) =>
        toast({ title: failureMessage(error, 'Failed to save your notifications'), variant: 'destructive' }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset className="space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-base font-semibold text-neutral-900">
          Emails about your favourites
        </legend>
        <Toggle
          label="Change notices"
          hint="When a favourite sale's days, hours or address change, it ends early or it is removed: one email per change, several edits within a few minutes together."
          field={form.register('changeNotices')}
        />
        <Toggle
          label="Reminders the evening before"
          hint="The evening before each day of a favourite sale: that day's hours, the address and directions."
          field={form.register('reminders')}
        />
        <SelectField
          label="Reminder time"
          hint="In the site's time zone."
          className="max-w-48"
          {...registered(form, 'reminderTime')}
        >
          {reminderTimeOptions(settings.reminderTime).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <fieldset className="space-y-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm">
        <legend className="px-1 text-base font-semibold text-neutral-900">Saved searches</legend>
        <Toggle
          label="Daily email of new matching sales"
          hint="Once a day, for each saved search with new sales. Nothing is sent on days with nothing new."
          field={form.register('savedSearchDigests')}
        />
        <p className="text-sm text-neutral-700">
          <Link
            href="/account/saved-searches"
            className="font-medium text-green-800 underline underline-offset-4"
          >
            Manage your saved searches
          </Link>
        </p>
      </fieldset>
      <SubmitButton pending={save.isPending} busy="Saving…">
        Save
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
