import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { MISSING_INFORMATION, UpdateSaleDatesSchema } from '../../../../shared/schemas/admin';
import { TextField } from '../../../components/form-fields';
import { AdminPage } from '../../../components/guards/admin-page';
import { SubmitButton } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api';
import { useLocalizeMessage, useT } from '../../../lib/i18n';
import { salePath } from '../../../lib/queries';
import { toast } from '../../../lib/use-toast';
import { ADMIN_PATHS, useAdminMutation } from '../admin-api';

type Field = 'saleId' | 'startDate' | 'endDate';
type Values = Record<Field, string>;

/** Spec §2 /date-debug: moves a sale to other days by its id (past days allowed: it is for testing). */
export function DateDebugPage() {
  const t = useT('admin');
  return (
    <AdminPage title={t('dateDebug.title')} description={t('dateDebug.description')}>
      <DateDebugForm />
    </AdminPage>
  );
}

function DateDebugForm() {
  const queryClient = useQueryClient();
  const t = useT('admin');
  const localize = useLocalizeMessage();
  const [values, setValues] = useState<Values>({ saleId: '', startDate: '', endDate: '' });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const update = useAdminMutation({
    mutationFn: (body: { saleId: number; startDate: string; endDate: string }) =>
      apiRequest('POST', ADMIN_PATHS.updateSaleDates, body),
    success: (_answer, body) => ({
      title: t('dateDebug.updated'),
      description: t('dateDebug.updatedText', {
        saleId: String(body.saleId),
        startDate: body.startDate,
        endDate: body.endDate,
      }),
    }),
    failure: t('dateDebug.failed'),
    invalidate: ['/api/garage-sales', '/api/my-sales', '/api/favorites', ADMIN_PATHS.sales],
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: [salePath(body.saleId)] });
    },
  });

  /** A field's value, its change and its message, for its TextField. */
  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((old) => ({ ...old, [name]: event.target.value })),
    error: errors[name] && localize(errors[name]),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const saleId = values.saleId.trim();
    if (!saleId || !values.startDate || !values.endDate) {
      setErrors({});
      toast({
        title: localize(MISSING_INFORMATION),
        description: t('dateDebug.missing'),
        variant: 'destructive',
      });
      return;
    }
    const parsed = UpdateSaleDatesSchema.safeParse({ ...values, saleId: Number(saleId) });
    if (!parsed.success) {
      const found: Partial<Values> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(parsed.data);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-md flex-col gap-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <TextField
        label={t('dateDebug.saleId')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        {...field('saleId')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('dateDebug.start')} type="date" {...field('startDate')} />
        <TextField label={t('dateDebug.end')} type="date" {...field('endDate')} />
      </div>
      <div>
        <SubmitButton pending={update.isPending} busy={t('dateDebug.pending')}>
          {t('dateDebug.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
