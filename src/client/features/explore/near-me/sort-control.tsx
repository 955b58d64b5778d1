import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { useT } from '../../../lib/i18n';
import type { SortOrder } from './sort-sales';

const OPTIONS = [
  { value: 'soonest', label: 'sort.soonest' },
  { value: 'nearest', label: 'sort.nearest' },
] as const satisfies { value: SortOrder; label: string }[];

/** "Sort: Soonest | Nearest" as a radio group: arrow keys move between the two, as screen readers expect. */
export function SortControl({ sort, onChange }: { sort: SortOrder; onChange: (sort: SortOrder) => void }) {
  const name = useId();
  const t = useT('explore');
  return (
    <fieldset className="flex items-center gap-2">
      <legend className="float-left mr-1 text-sm text-neutral-700">{t('sort.legend')}</legend>
      <div className="inline-flex overflow-hidden rounded-md border border-neutral-300 bg-white">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'cursor-pointer px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-green-700',
              sort === option.value ? 'bg-green-700 text-white' : 'text-neutral-800 hover:bg-neutral-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={sort === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {t(option.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
