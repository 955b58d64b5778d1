import {
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { FieldError } from '../login/text-field';
import { showServerIssues } from '../login/use-account';

interface FormDialogProps<TInput extends FieldValues, TOutput> {
  title: string;
  /** One line under the title saying what the form does. */
  description: string;
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The fields a 400 answer's `issues` may name; their messages go under those fields. */
  fields: readonly Path<TInput>[];
  /** The call; the dialog closes when it resolves and stays open (the fields kept) when it throws. */
  onSubmit: (values: TOutput) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The add and edit dialogs of the admin tables: a title, the fields, Cancel and Save. It is mounted only
 * while open, so each opening starts from the caller's fresh form; it cannot be closed while saving.
 */
export function FormDialog<TInput extends FieldValues, TOutput>({
  title,
  description,
  form,
  fields,
  onSubmit,
  onClose,
  children,
}: FormDialogProps<TInput, TOutput>) {
  const pending = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      // The failure toast is the mutation's; here only the fields it names.
      showServerIssues(error, form.setError, fields);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-w-lg p-5 sm:p-6">
        <DialogTitle className="pr-10">{title}</DialogTitle>
        <DialogDescription className="mt-1 pr-6">{description}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
          {children}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const controlClasses = cn(
  'block w-full min-w-0 rounded-md border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm',
  'focus:border-green-700 focus:outline-2 focus:outline-offset-0 focus:outline-green-700',
  'aria-invalid:border-red-600',
);

interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, a control, and the hint and message tied to the control (as TextField does for inputs). */
function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the phone's own picker), for react-hook-form. */
export function SelectField({ label, error, hint, className, ref, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={cn(controlClasses, 'h-11')} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text, for react-hook-form. */
export function TextAreaField({ label, error, hint, className, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea ref={ref} rows={3} {...control} className={cn(controlClasses, 'py-2')} {...textarea} />
      )}
    </FieldFrame>
  );
}
