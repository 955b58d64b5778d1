import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import type { SaleFilters } from '../../../shared/schemas/filters';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useConfig } from '../../lib/config';
import { useLocale, useT } from '../../lib/i18n';
import { categoriesQueryOptions } from '../../lib/queries';
import { listFilters } from './explore-url';
import { describeFilters, summarizeFilters } from './filter-summary';

// The fields (and the shared schemas' validation they use) are loaded when the panel is first opened, or
// when the pointer or focus reaches its button: the list's first paint does not wait for them.
const loadFilterFields = () => import('./filter-fields');
const FilterFields = lazy(() => loadFilterFields().then((m) => ({ default: m.FilterFields })));

interface Props {
  filters: SaleFilters;
  onChange: (filters: SaleFilters) => void;
  className?: string;
}

/**
 * Spec §2 filter panel: starts collapsed, toggled by 'Show Filters' / 'Hide Filters' (a disclosure: the
 * button says whether the fields below it are shown, and which element they are). One look for both
 * states: the words and aria-expanded say which it is. On a wide screen the open panel is as tall as its
 * fields (the page scrolls, not a rail beside the map).
 */
export function FilterPanel({ filters, onChange, className }: Props) {
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const { today } = useConfig();
  const t = useT('explore');
  const words = { t, locale: useLocale() };
  const categories = useQuery(categoriesQueryOptions);
  const categoryNames = new Map(categories.data?.map((c) => [c.id, c.name]));
  // What the list shows: with both dates cleared, that is the sales from today on.
  const shown = listFilters(filters, today);
  return (
    <div className={cn('border-neutral-200 bg-white', className)} data-testid="filter-panel">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 p-4">
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
          onPointerEnter={loadFilterFields}
          onFocus={loadFilterFields}
        >
          <SlidersHorizontal aria-hidden="true" />
          {t(open ? 'filters.hide' : 'filters.show')}
        </Button>
        <p className="min-w-0 flex-1 text-sm text-neutral-700 md:hidden">
          <span className="sr-only">{t('filters.showingPrefix')}</span>
          {describeFilters(shown, words)}
        </p>
      </div>
      {!open && (
        <div className="hidden px-4 pb-4 md:block">
          <p className="mb-2 text-xs font-semibold tracking-wide text-neutral-600 uppercase">
            {t('filters.showing')}
          </p>
          <dl className="grid gap-2 text-sm">
            {summarizeFilters(shown, categoryNames, words).map((item) => (
              <div key={item.label} className="rounded-md bg-neutral-50 px-3 py-2">
                <dt className="text-xs text-neutral-600">{item.label}</dt>
                <dd className="font-medium break-words text-neutral-900">{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {open && (
        <div id={contentId} className="border-t border-neutral-200 px-4 pt-3 pb-5">
          <Suspense fallback={<p className="text-sm text-neutral-600">{t('filters.loading')}</p>}>
            <FilterFields filters={filters} onChange={onChange} today={today} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
