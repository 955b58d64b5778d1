import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { apiRequest } from '../../../lib/api';
import { showServerIssues } from '../../../lib/form-errors';
import { useAdminMutation } from '../admin-api';

/** What the dialog says, as adding or as editing. */
export interface DialogWording {
  title: string;
  /** One line under the title saying what the form does. */
  description: string;
  /** The success toast's title (spec §8). */
  success: string;
  /** The failure toast's text when the server gave no message (spec §8). */
  failure: string;
}

interface FormDialogProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The fields a 400 answer's `issues` may name; their messages go under those fields. */
  fields: readonly Path<TInput>[];
  /** The table's path: an add POSTs to it, an edit sends `edit.method` to `{path}/{edit.id}`. */
  path: string;
  /** The row being edited; none when adding. */
  edit?: { id: number; method: 'PUT' | 'PATCH' };
  wording: { add: DialogWording; edit: DialogWording };
  /** Query keys (paths) read again after a save. */
  invalidate: string[];
  onClose: () => void;
  children: ReactNode;
}

/**
 * The add and edit dialogs of the reference tables: a title, the fields, Cancel and Save, and the call
 * with the spec's toasts. It is mounted only while open, so each opening starts from the caller's fresh
 * form; it cannot be closed while saving, and stays open (the fields kept) when the save fails.
 */
export function FormDialog<TInput extends FieldValues, TOutput>({
  form,
  fields,
  path,
  edit,
  wording,
  invalidate,
  onClose,
  children,
}: FormDialogProps<TInput, TOutput>) {
  const words = edit ? wording.edit : wording.add;
  const save = useAdminMutation({
    mutationFn: (values: TOutput) =>
      edit ? apiRequest(edit.method, `${path}/${edit.id}`, values) : apiRequest('POST', path, values),
    success: { title: words.success },
    failure: words.failure,
    invalidate,
  });
  const pending = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      onClose();
    } catch (error) {
      // The failure toast is the mutation's; here only the fields it names.
      showServerIssues(error, form.setError, fields);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent className="max-w-lg p-5 sm:p-6">
        <DialogTitle className="pr-10">{words.title}</DialogTitle>
        <DialogDescription className="mt-1 pr-6">{words.description}</DialogDescription>
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
