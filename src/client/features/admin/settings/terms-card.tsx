import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ScrollText } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { TERMS_MAX, type TermsForm, TermsFormSchema } from '../../../../shared/schemas/terms';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TextAreaField } from '../../../components/form-fields';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api';
import { useLocalizeMessage, useT } from '../../../lib/i18n';
import { termsQueryOptions } from '../../../lib/queries';
import { ADMIN_PATHS, useAdminMutation } from '../admin-api';

const TERMS_QUERIES = ['/api/terms'];

/** The terms and conditions the register form links to (/terms): the default text, or the operator's. */
export function TermsCard() {
  const t = useT('admin');
  const localize = useLocalizeMessage();
  const headingId = useId();
  const terms = useQuery(termsQueryOptions);
  const [confirmRestore, setConfirmRestore] = useState(false);
  const form = useForm<TermsForm>({ resolver: zodResolver(TermsFormSchema), defaultValues: { text: '' } });
  const text = terms.data?.text;
  // The text in effect, once read, and again when it changes (a save, a restore of the default).
  useEffect(() => {
    if (text !== undefined) form.reset({ text });
  }, [text, form]);

  const save = useAdminMutation({
    mutationFn: (values: TermsForm) => apiRequest('PUT', ADMIN_PATHS.terms, values),
    success: { title: t('terms.saved') },
    failure: t('terms.saveFailed'),
    invalidate: TERMS_QUERIES,
    onSuccess: (_answer, values) => form.reset({ text: values.text.trim() }),
  });
  const restore = useAdminMutation({
    mutationFn: () => apiRequest('DELETE', ADMIN_PATHS.terms),
    success: { title: t('terms.restored') },
    failure: t('terms.restoreFailed'),
    invalidate: TERMS_QUERIES,
  });

  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 max-w-2xl rounded-xl border border-neutral-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-neutral-900">
        <ScrollText className="size-5 text-green-700" aria-hidden="true" />
        {t('terms.heading')}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        {t('terms.intro')}{' '}
        <Link href="/terms" className="font-medium text-green-800 underline">
          {t('terms.address')}
        </Link>
        . {terms.data && !terms.data.custom && t('terms.defaultShown')}
      </p>
      {terms.isError && (
        <p className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" role="alert">
          {t('terms.readError')}
        </p>
      )}
      <form
        noValidate
        className="mt-4 flex flex-col gap-3"
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <TextAreaField
          label={t('terms.field')}
          rows={12}
          maxLength={TERMS_MAX}
          hint={t('terms.field.hint')}
          error={form.formState.errors.text?.message && localize(form.formState.errors.text.message)}
          disabled={terms.isPending}
          {...form.register('text')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending || terms.isPending}>
            {save.isPending ? t('common.saving') : t('terms.save')}
          </Button>
          {terms.data?.custom && (
            <Button variant="outline" onClick={() => setConfirmRestore(true)}>
              {t('terms.restore')}
            </Button>
          )}
        </div>
      </form>
      <ConfirmDialog
        open={confirmRestore}
        onOpenChange={setConfirmRestore}
        title={t('terms.restore.title')}
        description={t('terms.restore.text')}
        confirmLabel={t('terms.restore.confirm')}
        pendingLabel={t('terms.restore.pending')}
        cancelLabel={t('common.cancel')}
        confirmVariant="destructive"
        pending={restore.isPending}
        onConfirm={() => restore.mutate(undefined, { onSettled: () => setConfirmRestore(false) })}
      />
    </section>
  );
}
