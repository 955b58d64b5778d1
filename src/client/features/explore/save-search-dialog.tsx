import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'wouter';
import * as z from 'zod/mini';
import { describeSearch } from '../../../shared/saved-search-name';
import { filtersToSearchParams, type SaleFilters } from '../../../shared/schemas/filters';
import { SavedSearchNameSchema } from '../../../shared/schemas/notifications';
import { TextField } from '../../components/form-fields';
import { buttonClasses, SubmitButton } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useConfig } from '../../lib/config';
import { failureMessage } from '../../lib/form-errors';
import { useLocalizeMessage, useT } from '../../lib/i18n';
import { categoriesQueryOptions } from '../../lib/queries';
import { useSaveSearch } from '../../lib/saved-searches';
import { toast } from '../../lib/use-toast';
import { defaultFilters } from './explore-url';

/**
 * The filters as a saved search keeps them. This week's window is Explore's default, not a choice: a
 * search saved with it means "from today on", so its daily email keeps finding new sales next week too.
 */
export function filtersToSave(filters: SaleFilters, today: string): Record<string, string> {
  const week = defaultFilters(today);
  const isDefaultWeek = filters.startDate === week.startDate && filters.endDate === week.endDate;
  const kept = isDefaultWeek ? { ...filters, startDate: undefined, endDate: undefined } : filters;
  return Object.fromEntries(filtersToSearchParams(kept));
}

/**
 * The dialog of "Save this search", loaded when the shopper first opens it: Radix's dialog and the form
 * stay out of Explore's first script (issue 10).
 */
export default function SaveSearchDialog({
  filters,
  open,
  onOpenChange,
}: {
  filters: SaleFilters;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <SaveSearchForm filters={filters} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function SaveSearchForm({ filters, onDone }: { filters: SaleFilters; onDone: () => void }) {
  const { today } = useConfig();
  const t = useT('notifications');
  const localize = useLocalizeMessage();
  const categories = useQuery(categoriesQueryOptions);
  const toSave = useMemo(() => filtersToSave(filters, today), [filters, today]);
  const suggested = useMemo(
    () =>
      describeSearch(
        {
          ...filters,
          ...(toSave.startDate || toSave.endDate ? {} : { startDate: undefined, endDate: undefined }),
        },
        new Map((categories.data ?? []).map((category) => [category.id, category.name])),
        t,
      ),
    [filters, toSave, categories.data, t],
  );
  const [name, setName] = useState<string>();
  const [error, setError] = useState<string>();
  const save = useSaveSearch();
  const shown = name ?? suggested;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule (trimmed, 1 to 80 characters, no control characters), in the page's language.
    const checked = z.safeParse(SavedSearchNameSchema, shown);
    if (!checked.success) return setError(localize(checked.error.issues[0]?.message ?? ''));
    save.mutate(
      { name: checked.data, filters: toSave },
      {
        onSuccess: () => {
          onDone();
          toast({ title: t('saveSearch.done.title'), description: t('saveSearch.done.description') });
        },
        onError: (failure) => setError(failureMessage(failure, t('saveSearch.failed'))),
      },
    );
  };

  return (
    <DialogContent className="max-w-md p-6" closeLabel={t('close')}>
      <DialogTitle>{t('saveSearch.title')}</DialogTitle>
      <DialogDescription className="mt-1">{t('saveSearch.intro')}</DialogDescription>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextField
          label={t('search.name')}
          value={shown}
          error={error}
          maxLength={120}
          onChange={(event) => {
            setName(event.target.value);
            setError(undefined);
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          <Link href="/account/saved-searches" className={buttonClasses('ghost', 'md')}>
            {t('saveSearch.yours')}
          </Link>
          <SubmitButton pending={save.isPending} busy={t('saving')}>
            {t('saveSearch.submit')}
          </SubmitButton>
        </div>
      </form>
    </DialogContent>
  );
}
