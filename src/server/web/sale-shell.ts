import { saleDisplayStatus } from '../../shared/dates';
import type { MessageKey } from '../../shared/i18n/catalog-types';
import { formatLongDay, formatTimeOfDay } from '../../shared/i18n/format-date';
import { DEFAULT_LOCALE, type Locale, localizedPath } from '../../shared/i18n/locales';
import type { Translate } from '../../shared/i18n/translator';
import { directionsUrl, formatLocation } from '../../shared/sale-place';
import { saleCalendarPath } from '../../shared/schemas/plan-calendar';
import type { Photo, Sale } from '../../shared/schemas/sale';
import { singularOf } from '../../shared/text';
import { serverT } from '../lib/server-i18n';
import { escapeHtml } from './client-page';
import { shownPhoto, siteBarHtml } from './explore-shell';

/**
 * A sale's page as plain HTML inside #root, as the React page draws it (features/sale-detail/,
 * components/sale/sale-details.tsx): a crawler that runs no script, or a browser without one, reads the
 * sale whole (title, address, each day's hours, categories, description, photos), and a phone paints it
 * before any script has run. The client starts on the same data (page-data.ts) and draws the same boxes
 * with the same classes over it, so nothing moves when it takes over; the buttons are inert until then.
 * Its words are the page's language's (the `pages` catalogue's saleShell.*, issue 24).
 */

export interface SaleShellOptions {
  sale: Sale;
  /** The sale's photos in the API's order (the carousel's). */
  photos: Photo[];
  siteName: string;
  /** The product noun in the page's language (PRODUCT_NOUN or PRODUCT_NOUN_FR). */
  productNoun: string;
  /** The page's language; English when not given. */
  locale?: Locale;
  /** Today in the site's time zone: an ended sale says so. */
  today: string;
  /** Whether a stored photo's file is there (the spec's fallback image is shown when it is not). */
  photoExists: (path: string) => boolean;
}

// components/ui/button.tsx's classes for the variants and sizes the page uses (44 px tall on a phone).
const BUTTON =
  'inline-flex shrink-0 items-center justify-center rounded-md font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';
const OUTLINE = `${BUTTON} border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100 h-11 px-4 text-sm gap-2 sm:h-10`;
const ICON = '<svg aria-hidden="true"></svg>';
const inertButton = (classes: string, label: string, icon = ICON) =>
  `<button type="button" disabled class="${classes}">${icon}${escapeHtml(label)}</button>`;

type PageT = Translate<'pages'>;

function photosHtml(
  t: PageT,
  sale: Sale,
  photos: Photo[],
  photoExists: SaleShellOptions['photoExists'],
): string {
  // As SalePhotos does: the featured photo alone when the list is empty.
  const urls = photos.length > 0 ? photos.map((photo) => photo.url) : [sale.featuredPhoto].filter(Boolean);
  if (urls.length === 0) {
    return [
      '<div class="grid aspect-video w-full place-items-center bg-neutral-100 text-neutral-600">',
      '<div class="flex flex-col items-center gap-2"><svg aria-hidden="true" class="size-8"></svg>',
      `<p class="text-sm">${escapeHtml(t('saleShell.noPhotos'))}</p></div></div>`,
    ].join('');
  }
  const slides = urls.map((url, index) => {
    const alt = t('saleShell.photos.alt', { number: index + 1, title: sale.title });
    const slide = t('saleShell.photos.slide', { number: index + 1, total: urls.length });
    const src = shownPhoto(url as string, photoExists);
    // Only the first is in view (the others wait to the right, as in the carousel).
    const loading = index === 0 ? '' : ' loading="lazy"';
    return `<div class="min-w-0 shrink-0 grow-0 basis-full" role="group" aria-roledescription="slide" aria-label="${escapeHtml(slide)}"><div class="relative overflow-hidden bg-neutral-100 aspect-video w-full bg-neutral-900"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" class="size-full object-contain"${loading}></div></div>`;
  });
  const arrows =
    'absolute top-1/2 z-10 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-neutral-800 shadow-md hover:bg-white';
  const controls =
    urls.length > 1
      ? [
          `<button type="button" disabled class="${arrows} left-3" aria-label="${escapeHtml(t('saleShell.photos.previous'))}"><svg aria-hidden="true" class="size-5"></svg></button>`,
          `<button type="button" disabled class="${arrows} right-3" aria-label="${escapeHtml(t('saleShell.photos.next'))}"><svg aria-hidden="true" class="size-5"></svg></button>`,
          `<p class="absolute right-3 bottom-3 rounded-full bg-neutral-950/75 px-2.5 py-0.5 text-xs font-medium text-white">1 / ${urls.length}</p>`,
        ].join('')
      : '';
  return [
    `<section class="relative bg-neutral-900" aria-roledescription="carousel" aria-label="${escapeHtml(t('saleShell.photos.label', { title: sale.title }))}">`,
    `<div class="overflow-hidden"><div class="flex touch-pan-y">${slides.join('')}</div></div>`,
    controls,
    '</section>',
  ].join('');
}

/** Why the page says the sale has ended, as shared/dates.ts saleEndedReason tells it; none: it has not. */
function endedReasonKey(sale: Sale, today: string): MessageKey<'pages'> | undefined {
  const status = saleDisplayStatus(sale, today);
  if (status === 'Completed') return 'saleShell.ended.completed';
  if (status === 'Ended') return 'saleShell.ended.lastDay';
  return sale.isActive ? undefined : 'saleShell.ended.unlisted';
}

function endedHtml(t: PageT, sale: Sale, productNoun: string, today: string): string {
  const reason = endedReasonKey(sale, today);
  if (!reason) return '';
  const ended = t('saleShell.ended', { productSingular: singularOf(productNoun) });
  return `<div class="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"><svg aria-hidden="true" class="mt-0.5 size-5 shrink-0"></svg><p><strong class="font-semibold">${escapeHtml(ended)}</strong> ${escapeHtml(t(reason))}</p></div>`;
}

/** A sale of a community sale day: its number and a link to the event's page, as event-number.tsx draws them. */
function eventLinkHtml(sale: Sale, locale: Locale): string {
  if (!sale.event) return '';
  const t = serverT(locale, 'events');
  const text =
    sale.event.number === null ? t('card.partOf') : t('card.numberInEvent', { number: sale.event.number });
  const href = localizedPath(`/events/${sale.event.slug}`, locale);
  return `<a href="${escapeHtml(href)}" class="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-green-800 underline-offset-4 hover:underline sm:min-h-0"><svg aria-hidden="true" class="size-4"></svg>${escapeHtml(text)}</a>`;
}

function headerHtml(t: PageT, sale: Sale, locale: Locale): string {
  const favorite =
    'inline-flex h-11 items-center gap-2 rounded-md border px-4 text-sm font-medium sm:h-10 border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700';
  return [
    '<header class="flex flex-wrap items-start justify-between gap-3"><div class="min-w-0 flex-1 basis-64">',
    `<h1 class="text-2xl font-bold break-words text-neutral-900">${escapeHtml(sale.title)}</h1>`,
    `<p class="mt-2 flex items-start gap-1.5 text-neutral-800"><svg aria-hidden="true" class="mt-0.5 size-4 shrink-0 text-green-700"></svg><span class="break-words">${escapeHtml(sale.address)}</span></p>`,
    `<p class="mt-0.5 pl-5.5 text-sm text-neutral-600">${escapeHtml(formatLocation(sale))}</p>`,
    eventLinkHtml(sale, locale),
    '</div><div class="flex max-w-full shrink-0 flex-wrap items-center gap-2">',
    inertButton(
      favorite,
      t('saleShell.favorite'),
      '<svg aria-hidden="true" class="size-5 text-neutral-700"></svg>',
    ),
    inertButton(OUTLINE, t('saleShell.addToPlan')),
    // A plain link on the React page too: it works before any script.
    `<a href="${saleCalendarPath(sale.id, locale)}" download class="${OUTLINE}">${ICON}${escapeHtml(t('saleShell.addToCalendar'))}</a>`,
    inertButton(OUTLINE, t('saleShell.share')),
    '</div></header>',
  ].join('');
}

function section(id: string, heading: string, body: string): string {
  return `<section aria-labelledby="${id}"><h2 id="${id}" class="mb-2 text-base font-semibold text-neutral-900">${heading}</h2>${body}</section>`;
}

/** Spec §2: Date and Time, 'EEEE, MMMM d, yyyy' and 'h:mm a' (schedule-table.tsx); French as Canadians write them. */
function scheduleHtml(t: PageT, sale: Sale, locale: Locale): string {
  const rows = sale.schedule.map((day) => {
    const hours = `${formatTimeOfDay(day.startTime, locale)} - ${formatTimeOfDay(day.endTime, locale)}`;
    return `<tr><td class="px-3 py-2 text-neutral-900">${escapeHtml(formatLongDay(day.date, locale))}</td><td class="px-3 py-2 whitespace-nowrap text-neutral-900">${escapeHtml(hours)}</td></tr>`;
  });
  const column = (key: MessageKey<'pages'>) =>
    `<th scope="col" class="px-3 py-2 font-semibold">${escapeHtml(t(key))}</th>`;
  return section(
    'sale-schedule',
    escapeHtml(t('saleShell.schedule')),
    [
      '<div class="overflow-hidden rounded-lg border border-neutral-200"><table class="w-full text-left text-sm" aria-labelledby="sale-schedule">',
      `<thead class="bg-neutral-50 text-neutral-700"><tr>${column('saleShell.date')}${column('saleShell.time')}</tr></thead>`,
      `<tbody class="divide-y divide-neutral-200">${rows.join('')}</tbody></table></div>`,
    ].join(''),
  );
}

function categoriesHtml(t: PageT, sale: Sale): string {
  if (sale.categories.length === 0) return '';
  const badge =
    'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap bg-white text-neutral-700 border-neutral-300 px-2.5 py-1 text-sm';
  const items = sale.categories.map(
    (category) => `<li><span class="${badge}">${escapeHtml(category.name)}</span></li>`,
  );
  const heading = escapeHtml(t('saleShell.categories'));
  return section('sale-categories', heading, `<ul class="flex flex-wrap gap-2">${items.join('')}</ul>`);
}

function descriptionHtml(t: PageT, sale: Sale): string {
  if (!sale.description?.trim()) return '';
  // Its line breaks kept, as the React page keeps them (white-space: pre-line).
  const text = `<p class="break-words whitespace-pre-line text-neutral-800">${escapeHtml(sale.description)}</p>`;
  return section('sale-description', escapeHtml(t('saleShell.description')), text);
}

export function saleShellHtml(options: SaleShellOptions): string {
  const { sale } = options;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const t = serverT(locale, 'pages');
  return [
    '<div class="flex min-h-screen flex-col">',
    siteBarHtml(options.siteName),
    '<main class="flex flex-1 flex-col"><div class="mx-auto w-full max-w-3xl px-4 py-6">',
    `<a href="${localizedPath('/', locale)}" class="inline-flex items-center gap-1.5 text-sm font-medium text-green-800 hover:underline">${ICON.replace('<svg', '<svg class="size-4"')}${escapeHtml(t('saleShell.back'))}</a>`,
    '<div class="mt-4"><div class="overflow-hidden rounded-xl border border-neutral-200 bg-white shadow-sm"><article class="flex flex-col">',
    photosHtml(t, sale, options.photos, options.photoExists),
    '<div class="flex flex-col gap-6 p-5 sm:p-6">',
    endedHtml(t, sale, options.productNoun, options.today),
    headerHtml(t, sale, locale),
    scheduleHtml(t, sale, locale),
    categoriesHtml(t, sale),
    descriptionHtml(t, sale),
    `<a href="${escapeHtml(directionsUrl(sale))}" target="_blank" rel="noopener noreferrer" class="${BUTTON} bg-green-700 text-white hover:bg-green-800 shadow-sm h-12 px-6 text-base gap-2 w-full">${ICON}${escapeHtml(t('saleShell.directions'))}</a>`,
    `<div class="flex flex-col gap-3">${inertButton(`${BUTTON} text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900 h-8 px-3 text-sm gap-1.5 self-start text-neutral-700`, t('saleShell.report'))}</div>`,
    '</div></article></div></div>',
    '</div></main></div>',
  ].join('');
}
