import { CalendarDays, Clock, Sun } from 'lucide-react';
import type { ReactNode } from 'react';
import { type SaleFilters, WHEN_VALUES, type When } from '../../../shared/schemas/filters';
import { cn } from '../../lib/cn';
import { useConfig } from '../../lib/config';
import { useT } from '../../lib/i18n';
import { toggleWhen } from './explore-url';
import { WHEN_KEYS } from './filter-summary';

const ICONS: Record<When, ReactNode> = {
  'open-now': <Clock aria-hidden="true" />,
  today: <Sun aria-hidden="true" />,
  weekend: <CalendarDays aria-hidden="true" />,
};

interface Props {
  filters: SaleFilters;
  onChange: (filters: SaleFilters) => void;
}

/**
 * "Open now", "Today", "This weekend": toggle chips above the list, so a phone reaches them without
 * opening the filter panel. One at a time; pressing the one that is on turns it off (this week again).
 */
export function QuickFilters({ filters, onChange }: Props) {
  const { today } = useConfig();
  const t = useT('explore');
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('quickFilters')}</legend>
      {WHEN_VALUES.map((when) => {
        const pressed = filters.when === when;
        return (
          <button
            key={when}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(toggleWhen(filters, when, today))}
            className={cn(
              // No icons on a phone: the three chips then fit one row above the cards.
              'inline-flex h-11 items-center gap-1.5 rounded-full sm:h-9 border px-3.5 text-sm font-medium transition-colors [&_svg]:size-4 max-sm:[&_svg]:hidden',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
              pressed
                ? 'border-green-700 bg-green-700 text-white hover:bg-green-800'
                : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100',
            )}
          >
            {ICONS[when]}
            {t(WHEN_KEYS[when])}
          </button>
        );
      })}
    </fieldset>
  );
}
