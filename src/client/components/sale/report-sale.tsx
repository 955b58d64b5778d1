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
} from '../../../shared/schemas/reports';
import type { Sale } from '../../../shared/schemas/sale';
import { ApiError, apiRequest } from '../../lib/api';
import { failureMessage, showServerIssues } from '../../lib/form-errors';
import { currentPath, loginPathFor } from '../../lib/next-path';
import { useCurrentUser } from '../../lib/session';
import { toast } from '../../lib/use-toast';
import { FieldError, TextAreaField } from '../form-fields';
import { Button } from '../ui/button';

export const REPORT_LABEL = 'Report this sale';

/**
 * "Report this sale" under a sale's details (issue 14). The form opens in place rather than in a second
 * dialog over the sale's own: one focus trap, and the sale stays in view while the shopper writes. A
 * guest is sent to log in; the seller does not see it on their own sale.
 */
export function ReportSale({ sale }: { sale: Pick<Sale, 'id' | 'userId'> }) {
  const user = useCurrentUser();
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
      toast({ title: 'Log in to report a sale' });
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
        {REPORT_LABEL}
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
  const form = useForm<ReportFormInput, unknown, ReportForm>({
    resolver: zodResolver(ReportFormSchema),
    defaultValues: { details: '' },
  });
  const send = useMutation({
    mutationFn: (values: ReportForm) => apiRequest('POST', `/api/garage-sales/${saleId}/reports`, values),
  });
  const reasonError = form.formState.errors.reason?.message;
  const reasonErrorId = `${id}-reason-error`;
  const legendId = `${id}-legend`;

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast({ title: REPORT_THANKS });
      onDone(REPORT_THANKS);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return onDone(`${ALREADY_REPORTED}.`);
      showServerIssues(error, form.setError, ['reason', 'details']);
      toast({ title: failureMessage(error, 'Failed to send the report'), variant: 'destructive' });
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
          Why are you reporting this sale?
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
              {reason}
            </label>
          ))}
        </div>
        {reasonError && <FieldError id={reasonErrorId}>{reasonError}</FieldError>}
      </fieldset>
      <TextAreaField
        label="Details (optional)"
        hint={`At most ${REPORT_DETAILS_MAX} characters.`}
        maxLength={REPORT_DETAILS_MAX}
        error={form.formState.errors.details?.message}
        {...form.register('details')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={send.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={send.isPending}>
          Send report
        </Button>
      </div>
    </form>
  );
}
