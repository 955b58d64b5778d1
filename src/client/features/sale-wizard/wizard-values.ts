import { format, parseISO } from 'date-fns';
import type { UseFormReturn } from 'react-hook-form';
import { generateSchedule } from '../../../shared/dates';
import { formatLongDay } from '../../../shared/i18n/format-date';
import type { Locale } from '../../../shared/i18n/locales';
import type { Translate } from '../../../shared/i18n/translator';
import type { Position } from '../../../shared/schemas/common';
import type { Sale } from '../../../shared/schemas/sale';
import { NO_NEIGHBORHOOD, type SaleFormValues } from '../../../shared/schemas/sale-form';

/**
 * The wizard's values while the user fills them in: SaleFormSchema's shape, except that the position and
 * the date range are unset until located and picked (the schema then gives their "required" messages).
 */
export type WizardValues = Omit<SaleFormValues, 'position' | 'dateRange' | 'neighborhood'> & {
  neighborhood: string;
  position: Position | undefined;
  dateRange: { from: string; to: string } | undefined;
};

export type WizardForm = UseFormReturn<WizardValues, unknown, SaleFormValues>;

export function emptyWizardValues(): WizardValues {
  return {
    title: '',
    description: '',
    categoryIds: [],
    address: '',
    city: '',
    neighborhood: NO_NEIGHBORHOOD,
    position: undefined,
    dateRange: undefined,
    schedule: [],
  };
}

/**
 * A stored sale as the wizard's values. The schedule is laid over the sale's days, so old data with a
 * missing or stray day still gives exactly one entry per day (new days 08:00 to 16:00).
 */
export function saleToWizardValues(sale: Sale): WizardValues {
  const from = sale.dateRange.from;
  const to = sale.dateRange.to;
  return {
    title: sale.title,
    description: sale.description ?? '',
    categoryIds: [...sale.categoryIds],
    address: sale.address,
    city: sale.city,
    neighborhood: sale.neighborhood ?? NO_NEIGHBORHOOD,
    position: { lat: sale.position.lat, lng: sale.position.lng },
    dateRange: { from, to },
    schedule: generateSchedule(from, to, sale.schedule),
  };
}

/** 'YYYY-MM-DD' as the local midnight the date picker works in, and back. */
export const dateOf = (day: string): Date => parseISO(day);
export const dayOf = (date: Date): string => format(date, 'yyyy-MM-dd');

/** 'Pin at 53.52630, -114.00260' ('Épingle à 53,52630 ; -114,00260': French writes a decimal comma). */
export function pinLabel(position: Position | undefined, t: Translate<'wizard'>, locale: Locale): string {
  if (!position) return t('pin.none');
  const coordinate = (value: number) =>
    locale === 'en' ? value.toFixed(5) : value.toFixed(5).replace('.', ',');
  return t('pin.at', { lat: coordinate(position.lat), lng: coordinate(position.lng) });
}

/** Spec §2: a range whose from equals to is shown as a single date. */
export function describeRange(
  range: { from: string; to: string } | undefined,
  t: Translate<'wizard'>,
  locale: Locale,
): string {
  if (!range) return t('dates.none');
  if (range.from === range.to) return formatLongDay(range.from, locale);
  return `${formatLongDay(range.from, locale)} – ${formatLongDay(range.to, locale)}`;
}

/**
 * The messages kept as 'Title: Description' in the shared schema, split for a toast (French writes a
 * no-break space before the colon, 'Erreur de validation\u00a0: ...', which the title leaves out).
 */
export function toastParts(message: string): { title: string; description?: string } {
  const at = message.indexOf(': ');
  if (at === -1) return { title: message };
  return { title: message.slice(0, at).replace(/\u00a0$/, ''), description: message.slice(at + 2) };
}

/** Past days are disabled, except an edited sale's own start day (a running sale keeps its start). */
export function isDayDisabled(day: string, today: string, keptStart?: string): boolean {
  return day < today && day !== keptStart;
}
