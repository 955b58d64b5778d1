import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { showServerIssues } from '../../lib/form-errors';

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
