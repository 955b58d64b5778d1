import { useQuery } from '@tanstack/react-query';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { CARD } from '../../../shared/sale-card-classes';
import { useCategoryName } from '../../lib/category-names';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { categoriesQueryOptions } from '../../lib/queries';

/** Spec §9: at most this many category chips on a list card. */
export const CARD_CATEGORY_LIMIT = 10;
/** Tailwind's gap-1 between chips. */
const CHIP_GAP = 4;

interface Category {
  id: number;
  name: string;
}

/** A chip's width with its whole name, even while it is cut short with an ellipsis. */
function naturalWidth(chip: HTMLElement): number {
  const text = chip.querySelector('span span');
  // Fractional widths (offsetWidth rounds, and three rounded-down chips may not fit after all).
  return chip.getBoundingClientRect().width + (text ? text.scrollWidth - text.clientWidth : 0);
}

interface Fit {
  /** How many chips are shown. */
  shown: number;
  /** The first chip's width when it alone is too wide to leave room for "+N" (it ends in an ellipsis). */
  firstWidth?: number;
}

/**
 * How many of the chips fit on the row's one line, leaving room for the "+N" chip when some do not: at
 * least one. A chip's width depends on its text alone, so the widths are measured once, and a new width
 * of the row (a turned phone, a zoom) only counts again.
 */
function useChipsThatFit(listRef: RefObject<HTMLUListElement | null>, chips: number, names: string): Fit {
  const [fit, setFit] = useState<Fit>({ shown: chips });
  // `names`: the chips are measured again when their names change (French names once they are known).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are the trigger, not read
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let widths: number[] | undefined;
    let plus = 0;
    const count = (): Fit => {
      const room = list.getBoundingClientRect().width;
      // Not laid out (hidden, or no layout engine): every chip, as before any measuring.
      if (room === 0) return { shown: chips };
      widths ??= [...list.querySelectorAll<HTMLElement>('[data-chip]')].map(naturalWidth);
      plus = list.querySelector<HTMLElement>('[data-more]')?.getBoundingClientRect().width ?? plus;
      let used = 0;
      let fitting = 0;
      for (const [index, width] of widths.entries()) {
        used += width + (index > 0 ? CHIP_GAP : 0);
        const last = index === widths.length - 1;
        if (used + (last ? 0 : CHIP_GAP + plus) > room) break;
        fitting = index + 1;
      }
      if (fitting > 0 || widths.length === 1) return { shown: Math.max(1, fitting) };
      return { shown: 1, firstWidth: Math.max(0, room - CHIP_GAP - plus) };
    };
    const update = () => {
      const next = count();
      setFit((now) => (now.shown === next.shown && now.firstWidth === next.firstWidth ? now : next));
    };
    if (typeof ResizeObserver === 'undefined') {
      update();
      return;
    }
    // The observer's first call comes once the browser has laid the page out, before it paints: measuring
    // here instead made the browser lay out the whole new page inside the task that put it up (issue 27).
    const observer = new ResizeObserver(update);
    observer.observe(list);
    return () => observer.disconnect();
  }, [listRef, chips, names]);
  return fit.shown > chips ? { shown: chips } : fit;
}

/**
 * A card's category chips on one line: those that fit, then "+N" for the rest, which a screen reader
 * hears by name ("and 7 more categories: …"). Every chip stays in the row (the ones that do not fit are
 * invisible and ordered after "+N", clipped by the row), so their widths can be measured again. Keyed by
 * its categories where it is used: other chips are a new row, measured anew.
 */
export function CategoryChips({ categories }: { categories: Category[] }) {
  const listRef = useRef<HTMLUListElement>(null);
  const nameOf = useCategoryName();
  const t = useT('sale');
  // A French page names the chips from the categories list (asked at start, main.tsx): until it is there
  // the row keeps its room but shows nothing, rather than the official English names for a moment.
  const french = useLocale() !== 'en';
  const namesPending = useQuery({ ...categoriesQueryOptions, enabled: french }).isPending && french;
  const candidates = categories.slice(0, CARD_CATEGORY_LIMIT);
  const { shown: fit, firstWidth } = useChipsThatFit(
    listRef,
    candidates.length,
    candidates.map(nameOf).join('\n'),
  );
  const rest = categories.slice(fit);
  const restNames = rest.map(nameOf).join(', ');
  return (
    <ul ref={listRef} className={cn(CARD.chips, namesPending && 'invisible')} aria-label={t('chips.label')}>
      {candidates.map((category, index) => (
        <li
          key={category.id}
          data-chip=""
          className={cn(CARD.chipItem, index >= fit && 'invisible')}
          style={index >= fit ? { order: 2 } : index === 0 ? { maxWidth: firstWidth } : undefined}
        >
          <span className={cn(CARD.chip, CARD.chipColours)}>
            <span className="truncate">{nameOf(category)}</span>
          </span>
        </li>
      ))}
      <li
        data-more=""
        className={cn('flex shrink-0', rest.length === 0 && 'invisible')}
        style={{ order: rest.length === 0 ? 3 : 1 }}
        aria-hidden={rest.length === 0 || undefined}
        title={rest.length > 0 ? restNames : undefined}
      >
        {/* Room for two digits whatever N is, so the measured width holds. */}
        <span
          className={cn(CARD.chip, 'min-w-9 justify-center border-neutral-300 bg-white text-neutral-800')}
        >
          <span aria-hidden="true">+{rest.length}</span>
          {rest.length > 0 && (
            <span className="sr-only">{t('chips.more', { count: rest.length, names: restNames })}</span>
          )}
        </span>
      </li>
    </ul>
  );
}
