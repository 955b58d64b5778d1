import type { UseMutationResult } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { CurrentUser } from '../../../shared/schemas/auth';
import { TextField } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import { failureMessage, showServerIssues } from '../../lib/form-errors';
import { useLocalizeMessage, useT } from '../../lib/i18n';
import { toast } from '../../lib/use-toast';

interface AccountFormProps<T extends FieldValues> {
  /** The form's accessible name ('Login', 'Register'). */
  name: string;
  form: UseFormReturn<T>;
  /** The tab's call (log in or register), answering the signed-in user. */
  account: UseMutationResult<CurrentUser, Error, T>;
  /** The fields a 400 answer's `issues` may name. */
  fields: readonly Path<T>[];
  success: { title: string; description: string };
  failure: { title: string; fallback: string };
  submitLabel: { idle: string; pending: string };
  onSignedIn: (user: CurrentUser) => void;
  /** An answer that is neither success nor failure, which the tab shows itself: true when it did. */
  onNotice?: (error: unknown) => boolean;
  children: ReactNode;
}

/**
 * What both tabs are: their fields and one submit button; on success a welcome toast and on to the next
 * screen, on failure the server's field issues under the fields and its message in a toast (spec §8).
 */
export function AccountForm<T extends FieldValues>({
  name,
  form,
  account,
  fields,
  success,
  failure,
  submitLabel,
  onSignedIn,
  onNotice,
  children,
}: AccountFormProps<T>) {
  const submit = form.handleSubmit((values) =>
    account.mutateAsync(values).then(
      (user) => {
        toast(success);
        onSignedIn(user);
      },
      (error: unknown) => {
        if (onNotice?.(error)) return;
        showServerIssues(error, form.setError, fields);
        toast({
          title: failure.title,
          description: failureMessage(error, failure.fallback),
          variant: 'destructive',
        });
      },
    ),
  );

  return (
    <form
      onSubmit={(event) => {
        if (!account.isPending) return void submit(event);
        event.preventDefault();
      }}
      noValidate
      aria-label={name}
      className="flex flex-col gap-4"
    >
      {children}
      {/* aria-disabled while the call runs, not disabled: a disabled button drops the focus it got from
          the click, and after a failed login it fell to the page's start (issue 22). */}
      <Button
        type="submit"
        size="lg"
        className="mt-2 w-full"
        aria-disabled={account.isPending || undefined}
        aria-busy={account.isPending || undefined}
      >
        {account.isPending ? submitLabel.pending : submitLabel.idle}
      </Button>
    </form>
  );
}

type FieldOf<Fixed extends string> = Omit<ComponentProps<typeof TextField>, Fixed>;

/** The email field of both tabs; a schema's message in the page's language. */
export function EmailField({ error, ...props }: FieldOf<'label' | 'type'>) {
  const t = useT('auth');
  const localize = useLocalizeMessage();
  return (
    <TextField
      label={t('field.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      error={error && localize(error)}
      {...props}
    />
  );
}

/** A password field ('Password' unless labelled otherwise). */
export function PasswordField({ label, error, ...props }: FieldOf<'label' | 'type'> & { label?: string }) {
  const t = useT('auth');
  const localize = useLocalizeMessage();
  return (
    <TextField
      label={label ?? t('field.password')}
      type="password"
      error={error && localize(error)}
      {...props}
    />
  );
}
