import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { whenWindow } from '../../../shared/open-now';
import { type SaleFilters, SaleFiltersQuerySchema } from '../../../shared/schemas/filters';
import { CategoryGrid } from '../../components/category-grid';
import { fieldClasses, Labelled } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import { useLocalizeMessage, useT } from '../../lib/i18n';
import { useCityLabel, useNeighborhoodLabel } from '../../lib/place-names';
import { citiesQueryOptions, neighborhoodsQueryOptions } from '../../lib/queries';
import { toast } from '../../lib/use-toast';

const SEARCH_DEBOUNCE_MS = 300;

interface Props {
  filters: SaleFilters;
  onChange: (filters: SaleFilters) => void;
  /** The site's today, for the days of a quick filter. */
  today: string;
}

/** Dates the user picked that the API would refuse: shown in the inputs with why, never sent. */
interface DateDraft {
  startDate: string | undefined;
  endDate: string | undefined;
  error: string;
}

/**
 * Spec §2/§4 filter fields. Every change hands the whole filter set to the parent; 'Clear Filters' here
 * resets city, neighborhood and categories (exactly the three spec §4 names) and keeps the dates (a quick
 * filter among them) and the search.
 */
export function FilterFields({ filters, onChange, today }: Props) {
  const id = useId();
  const t = useT('explore');
  // The filter schema's messages (`validation`) in the page's language.
  const localize = useLocalizeMessage();
  const cities = useQuery(citiesQueryOptions);
  const cityLabel = useCityLabel();
  const neighborhoodLabel = useNeighborhoodLabel();
  const city = filters.city ?? '';
  const neighborhoods = useQuery({ ...neighborhoodsQueryOptions(city), enabled: city !== '' });

  useEffect(() => {
    if (neighborhoods.isError) toast({ title: t('fields.neighborhoodsFailed'), variant: 'destructive' });
  }, [neighborhoods.isError, t]);
  useEffect(() => {
    if (cities.isError) toast({ title: t('fields.citiesFailed'), variant: 'destructive' });
  }, [cities.isError, t]);

  const [searchText, setSearchText] = useState(filters.searchTerm ?? '');
  // Follow the URL when it changes from outside (Back, Clear Filters), not while the user types.
  useEffect(() => {
    setSearchText(filters.searchTerm ?? '');
  }, [filters.searchTerm]);
  useEffect(() => {
    if (searchText.trim() === (filters.searchTerm ?? '')) return;
    const timer = setTimeout(
      () => onChange({ ...filters, searchTerm: searchText.trim() || undefined }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, filters, onChange]);

  const [dateDraft, setDateDraft] = useState<DateDraft | null>(null);
  // Dates set from outside (the list's Clear Filters, Back) replace a refused draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the dates are the trigger, not read
  useEffect(() => setDateDraft(null), [filters.startDate, filters.endDate, filters.when]);
  // A quick filter's days are shown as dates; changing one of them leaves the quick filter for dates.
  const dates = filters.when ? whenWindow(filters.when, today) : filters;
  const shownStart = dateDraft ? dateDraft.startDate : dates.startDate;
  const shownEnd = dateDraft ? dateDraft.endDate : dates.endDate;
  const dateErrorId = `${id}-dates-error`;

  const setDates = (startDate: string | undefined, endDate: string | undefined) => {
    // Keep the range the right way round: moving one end past the other moves both.
    let from = startDate || undefined;
    let to = endDate || undefined;
    if (from && to && from > to) {
      if (from !== shownStart) to = from;
      else from = to;
    }
    // A window the API would refuse (longer than it serves) is not sent: the list keeps its sales.
    const check = SaleFiltersQuerySchema.safeParse({ startDate: from, endDate: to });
    if (!check.success) {
      setDateDraft({
        startDate: from,
        endDate: to,
        error: localize(check.error.issues[0]?.message ?? t('fields.invalidDates')),
      });
      return;
    }
    setDateDraft(null);
    onChange({ ...filters, when: undefined, startDate: from, endDate: to });
  };

  return (
    <form aria-label={t('fields.label')} className="grid gap-4" onSubmit={(event) => event.preventDefault()}>
      <Labelled id={`${id}-city`} label={t('fields.city')}>
        <select
          id={`${id}-city`}
          className={fieldClasses}
          value={city}
          disabled={cities.isPending}
          onChange={(event) =>
            onChange({ ...filters, city: event.target.value || undefined, neighborhood: undefined })
          }
        >
          <option value="">{t('fields.allCities')}</option>
          {cities.data?.map((name) => (
            <option key={name} value={name}>
              {cityLabel(name)}
            </option>
          ))}
        </select>
      </Labelled>

      <Labelled id={`${id}-neighborhood`} label={t('fields.neighborhood')}>
        <select
          id={`${id}-neighborhood`}
          className={fieldClasses}
          value={filters.neighborhood ?? ''}
          disabled={city === '' || neighborhoods.isPending}
          aria-describedby={city === '' ? `${id}-neighborhood-hint` : undefined}
          onChange={(event) => onChange({ ...filters, neighborhood: event.target.value || undefined })}
        >
          <option value="">{t('fields.allNeighborhoods')}</option>
          {neighborhoods.data?.map((n) => (
            <option key={n.id} value={n.name}>
              {neighborhoodLabel(n)}
            </option>
          ))}
        </select>
        {city === '' && (
          <p id={`${id}-neighborhood-hint`} className="mt-1 text-xs text-neutral-600">
            {t('fields.chooseCityFirst')}
          </p>
        )}
      </Labelled>

      <CategoryGrid
        selected={filters.categoryIds ?? []}
        onChange={(categoryIds) => onChange({ ...filters, categoryIds })}
      />

      <Labelled id={`${id}-search`} label={t('fields.search')}>
        <input
          id={`${id}-search`}
          type="search"
          className={fieldClasses}
          placeholder={t('fields.searchPlaceholder')}
          maxLength={200}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </Labelled>

      <div className="grid grid-cols-2 gap-3">
        <DateField
          id={`${id}-start`}
          label={t('fields.startDate')}
          value={shownStart}
          errorId={dateDraft ? dateErrorId : undefined}
          onChange={(value) => setDates(value, shownEnd)}
        />
        <DateField
          id={`${id}-end`}
          label={t('fields.endDate')}
          value={shownEnd}
          min={shownStart}
          errorId={dateDraft ? dateErrorId : undefined}
          onChange={(value) => setDates(shownStart, value)}
        />
        {dateDraft && (
          <p id={dateErrorId} role="alert" className="col-span-2 text-sm font-medium text-red-700">
            {dateDraft.error}
          </p>
        )}
      </div>

      <Button
        variant="outline"
        onClick={() =>
          onChange({
            startDate: filters.startDate,
            endDate: filters.endDate,
            ...(filters.when ? { when: filters.when } : {}),
            ...(filters.searchTerm ? { searchTerm: filters.searchTerm } : {}),
          })
        }
      >
        {t('clearFilters')}
      </Button>
    </form>
  );
}

/** One labelled date input of the filter window; `errorId` marks it invalid and points at the message. */
function DateField(props: {
  id: string;
  label: string;
  value: string | undefined;
  min?: string | undefined;
  errorId: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Labelled id={props.id} label={props.label} className="min-w-0">
      <input
        id={props.id}
        type="date"
        className={fieldClasses}
        value={props.value ?? ''}
        min={props.min}
        aria-invalid={props.errorId ? true : undefined}
        aria-describedby={props.errorId}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </Labelled>
  );
}
