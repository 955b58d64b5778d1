import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { describeSearch } from '../../../shared/saved-search-name';
import { filtersToSearchParams, type SaleFilters } from '../../../shared/schemas/filters';
import { TextField } from '../../components/form-fields';
import { buttonClasses, SubmitButton } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { useConfig } from '../../lib/config';
import { failureMessage } from '../../lib/form-errors';
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
      ),
    [filters, toSave, categories.data],
  );
  const [name, setName] = useState<string>();
  const [error, setError] = useState<string>();
  const save = useSaveSearch();
  const shown = name ?? suggested;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = shown.trim();
    if (!trimmed) return setError('Give the search a name');
    if (trimmed.length > 80) return setError('Name must be at most 80 characters');
    save.mutate(
      { name: trimmed, filters: toSave },
      {
        onSuccess: () => {
          onDone();
          toast({ title: 'Search saved', description: 'Find it under Saved searches in the menu.' });
        },
        onError: (failure) => setError(failureMessage(failure, 'Failed to save the search')),
      },
    );
  };

  return (
    <DialogContent className="max-w-md p-6">
      <DialogTitle>Save this search</DialogTitle>
      <DialogDescription className="mt-1">
        Keep these filters to open them again, and get a daily email when new sales match.
      </DialogDescription>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <TextField
          label="Name"
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
            Your saved searches
          </Link>
          <SubmitButton pending={save.isPending} busy="Saving…">
            Save search
          </SubmitButton>
        </div>
      </form>
    </DialogContent>
  );
}
