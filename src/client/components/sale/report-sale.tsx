import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import {
  ALREADY_REPORTED,
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_THANKS,
  type ReportForm,
  type ReportFormInput,
  ReportFormSchema,
  type ReportReason,
} from '../../../shared/schemas/reports';
import type { Sale } from '../../../shared/schemas/sale';
import { ApiError, apiRequest } from '../../lib/api';
import { failureMessage, showServerIssues } from '../../lib/form-errors';
import { useLocalizeMessage, useT } from '../../lib/i18n';
import { currentPath, loginPathFor } from '../../lib/next-path';
import { useCurrentUser } from '../../lib/session';
import { toast } from '../../lib/use-toast';
import { FieldError, TextAreaField } from '../form-fields';
import { Button } from '../ui/button';

/** The reasons as the form shows them (the `sale` catalogue); the API takes the English ones. */
const REASON_KEYS = {
  'Not a garage sale': 'report.reason.notGarageSale',
  'Wrong address or dates': 'report.reason.wrongPlaceOrDates',
  'Offensive or unsafe': 'report.reason.offensive',
  'Spam or scam': 'report.reason.spam',
  Other: 'report.reason.other',
} as const satisfies Record<ReportReason, string>;

/**
 * "Report this sale" under a sale's details (issue 14). The form opens in place rather than in a second
 * dialog over the sale's own: one focus trap, and the sale stays in view while the shopper writes. A
 * guest is sent to log in; the seller does not see it on their own sale.
 */
export function ReportSale({ sale }: { sale: Pick<Sale, 'id' | 'userId'> }) {
  const user = useCurrentUser();
  const t = useT('sale');
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const formId = useId();

  if (user && user.id === sale.userId) return null;
  if (done) {
    return (
      <p role="status" className="text-sm text-neutral-700">
        {done}
      </p>
    );
  }

  const onToggle = () => {
    if (!user) {
      toast({ title: t('report.logIn') });
      navigate(loginPathFor(currentPath()));
      return;
    }
    setOpen((value) => !value);
  };

  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="ghost"
        size="sm"
        className="self-start text-neutral-700"
        aria-expanded={user ? open : undefined}
        aria-controls={open ? formId : undefined}
        onClick={onToggle}
      >
        <Flag aria-hidden="true" />
        {t('report.label')}
      </Button>
      {open && (
        <ReportSaleForm
          id={formId}
          saleId={sale.id}
          onCancel={() => setOpen(false)}
          onDone={(message) => setDone(message)}
        />
      )}
    </div>
  );
}

interface ReportFormProps {
  id: string;
  saleId: number;
  onCancel: () => void;
  onDone: (message: string) => void;
}

function ReportSaleForm({ id, saleId, onCancel, onDone }: ReportFormProps) {
  const t = useT('sale');
  // The schema's and the API's messages (`validation`) in the page's language.
  const localize = useLocalizeMessage();
  const form = useForm<ReportFormInput, unknown, ReportForm>({
    resolver: zodResolver(ReportFormSchema),
    defaultValues: { details: '' },
  });
  const send = useMutation({
    mutationFn: (values: ReportForm) => apiRequest('POST', `/api/garage-sales/${saleId}/reports`, values),
  });
  const reasonMessage = form.formState.errors.reason?.message;
  const reasonError = reasonMessage && localize(reasonMessage);
  const detailsMessage = form.formState.errors.details?.message;
  const reasonErrorId = `${id}-reason-error`;
  const legendId = `${id}-legend`;

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({ title: localize(REPORT_THANKS) });
      onDone(localize(REPORT_THANKS));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return onDone(`${localize(ALREADY_REPORTED)}.`);
      showServerIssues(error, form.setError, ['reason', 'details']);
      toast({ title: failureMessage(error, t('report.failed')), variant: 'destructive' });
    }
  });

  return (
    <form
      id={id}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-md border border-neutral-200 bg-neutral-50 p-4"
    >
      <fieldset
        aria-labelledby={legendId}
        aria-describedby={reasonError ? reasonErrorId : undefined}
        aria-invalid={reasonError ? true : undefined}
      >
        <legend id={legendId} className="mb-2 text-sm font-medium text-neutral-800">
          {t('report.legend')}
        </legend>
        <div className="flex flex-col gap-1">
          {REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex min-h-9 items-center gap-2 text-sm text-neutral-900">
              <input
                type="radio"
                value={reason}
                className="size-4 accent-green-700"
                {...form.register('reason')}
              />
              {t(REASON_KEYS[reason])}
            </label>
          ))}
        </div>
        {reasonError && <FieldError id={reasonErrorId}>{reasonError}</FieldError>}
      </fieldset>
      <TextAreaField
        label={t('report.details')}
        hint={t('report.detailsHint', { max: REPORT_DETAILS_MAX })}
        maxLength={REPORT_DETAILS_MAX}
        error={detailsMessage && localize(detailsMessage)}
        {...form.register('details')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={send.isPending}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" disabled={send.isPending}>
          {t('report.send')}
        </Button>
      </div>
    </form>
  );
}
