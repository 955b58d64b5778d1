import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { registered } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { apiRequest } from '../../../lib/api';
import { showServerIssues } from '../../../lib/form-errors';
import { useLocalizeMessage, useT } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-api';
import { kindWords, type ReferenceKind } from './reference-kinds';

interface FormDialogProps<TInput extends FieldValues, TOutput, TRow extends { id: number }> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  /** The fields a 400 answer's `issues` may name; their messages go under those fields. */
  fields: readonly Path<TInput>[];
  kind: ReferenceKind<TRow>;
  /** The row being edited; none when adding. */
  row: TRow | undefined;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The add and edit dialogs of the reference tables: a title, the fields, Cancel and Save, and the call
 * with the spec's toasts. It is mounted only while open, so each opening starts from the caller's fresh
 * form; it cannot be closed while saving, and stays open (the fields kept) when the save fails.
 */
export function FormDialog<TInput extends FieldValues, TOutput, TRow extends { id: number }>({
  form,
  fields,
  kind,
  row,
  onClose,
  children,
}: FormDialogProps<TInput, TOutput, TRow>) {
  const t = useT('admin');
  const dialog = kindWords(t, kind).dialog;
  const words = row ? dialog.edit : dialog.add;
  const save = useAdminMutation({
    mutationFn: (values: TOutput) =>
      row
        ? apiRequest(kind.editMethod, `${kind.path}/${row.id}`, values)
        : apiRequest('POST', kind.path, values),
    success: { title: words.success },
    failure: words.failure,
    invalidate: kind.invalidate,
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
      <DialogContent className="max-w-lg p-5 sm:p-6" closeLabel={t('common.close')}>
        <DialogTitle className="pr-10">{words.title}</DialogTitle>
        <DialogDescription className="mt-1 pr-6">{words.description}</DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
          {children}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? t('common.saving') : t('common.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * `registered` (components/form-fields) with the schema's message in the page's language: a dialog's
 * fields are `const field = useFieldOf(form); <TextField {...field('name')} />`.
 */
export function useFieldOf<T extends FieldValues, C, O>(form: UseFormReturn<T, C, O>) {
  const localize = useLocalizeMessage();
  return (name: Path<T>) => {
    const field = registered(form, name);
    return { ...field, error: field.error && localize(field.error) };
  };
}
