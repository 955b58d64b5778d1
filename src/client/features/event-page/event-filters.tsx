import { Clock } from 'lucide-react';
import { useId } from 'react';
import { fieldClasses, Labelled } from '../../components/form-fields';
import { useCategoryName } from '../../lib/category-names';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import type { EventFilters } from './event-filter';

interface Props {
  filters: EventFilters;
  onChange: (filters: EventFilters) => void;
  categories: { id: number; name: string }[];
  /** "Open now" is offered on the event's days only: on another day no sale of it is open. */
  openNowOffered: boolean;
}

/** Category, text and "Open now", above the list; they filter the map and the list together. */
export function EventFilterFields({ filters, onChange, categories, openNowOffered }: Props) {
  const t = useT('events');
  const id = useId();
  const locale = useLocale();
  const categoryName = useCategoryName();
  const named = categories
    .map((category) => ({ id: category.id, name: categoryName(category) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <form
      aria-label={t('page.filters.label')}
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)] print:hidden"
      onSubmit={(event) => event.preventDefault()}
    >
      <Labelled id={`${id}-text`} label={t('page.filters.text')}>
        <input
          id={`${id}-text`}
          type="search"
          className={fieldClasses}
          placeholder={t('page.filters.textPlaceholder')}
          maxLength={200}
          value={filters.text}
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
        />
      </Labelled>
      <Labelled id={`${id}-category`} label={t('page.filters.category')}>
        <select
          id={`${id}-category`}
          className={fieldClasses}
          value={filters.categoryId ?? ''}
          onChange={(event) =>
            onChange({ ...filters, categoryId: event.target.value ? Number(event.target.value) : null })
          }
        >
          <option value="">{t('page.filters.allCategories')}</option>
          {named.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </Labelled>
      {openNowOffered && (
        <div>
          <button
            type="button"
            aria-pressed={filters.openNow}
            onClick={() => onChange({ ...filters, openNow: !filters.openNow })}
            className={cn(
              'inline-flex h-11 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium sm:h-9 [&_svg]:size-4',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
              filters.openNow
                ? 'border-green-700 bg-green-700 text-white hover:bg-green-800'
                : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100',
            )}
          >
            <Clock aria-hidden="true" />
            {t('page.filters.openNow')}
          </button>
        </div>
      )}
    </form>
  );
}
