import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { CurrentUser } from '../../../shared/schemas/auth';
import { TextField } from '../../components/form-fields';
import { failureMessage, showServerIssues } from '../../lib/form-errors';
import { toast } from '../../lib/use-toast';

interface AccountOutcome<T extends FieldValues> {
  setError: UseFormSetError<T>;
  fields: readonly Path<T>[];
  success: { title: string; description: string };
  failure: { title: string; fallback: string };
  onSignedIn: (user: CurrentUser) => void;
}

/**
 * What both tabs do with their call's answer: a welcome toast and on to the next screen, or the server's
 * field issues under the fields and its message in a toast (spec §8).
 */
export function settleAccountCall<T extends FieldValues>(
  call: Promise<CurrentUser>,
  { setError, fields, success, failure, onSignedIn }: AccountOutcome<T>,
): Promise<void> {
  return call.then(
    (user) => {
      toast(success);
      onSignedIn(user);
    },
    (error: unknown) => {
      showServerIssues(error, setError, fields);
      toast({
        title: failure.title,
        description: failureMessage(error, failure.fallback),
        variant: 'destructive',
      });
    },
  );
}

/** The email field of both tabs. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}
