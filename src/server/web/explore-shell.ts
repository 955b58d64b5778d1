import fs from 'node:fs';
import path from 'node:path';
import { exploreHeading } from '../../shared/explore-heading';
import type { Locale } from '../../shared/i18n/locales';
import { fallbackImageFor, resolveImagePath } from '../../shared/image-paths';
import { saleBadges } from '../../shared/sale-badges';
import { CARD } from '../../shared/sale-card-classes';
import type { SaleSummary } from '../../shared/schemas/sale';
import { serverT } from '../lib/server-i18n';
import { escapeHtml, withRootHtml } from './client-page';

/** The first cards a phone sees without scrolling, drawn into the page itself. */
export const SHELL_CARDS = 4;

export interface ShellOptions {
  siteName: string;
  /** The product noun in the page's language (PRODUCT_NOUN, or PRODUCT_NOUN_FR on a French page). */
  productNoun: string;
  /** The page's language (issue 24): the words the React screen shows in it, so none changes on take-over. */
  locale?: Locale;
  /** The first sales of the list the page asks for; none: a skeleton. */
  cards?: SaleSummary[];
  /** Whether a stored photo's file is there (a card shows the spec's fallback image when it is not). */
  photoExists?: (path: string) => boolean;
  /** A city's page (seo/city-page.ts): its own heading, every card with its times, and what follows. */
  heading?: string;
  cardLimit?: number;
  withTimes?: boolean;
  /** Said in place of the skeleton when `cards` is an empty list. */
  emptyText?: string;
  /** HTML (already escaped) after the list. */
  afterList?: string;
  /** The site's clock (Explore passes the app's config): the cards' badges (issue 26), as React draws them. */
  timeZone?: string;
  now?: () => Date;
}

/** New, Ends today, Last day over the card's photo, with the classes and words of sale-badges.tsx. */
function badgesHtml(sale: SaleSummary, locale: Locale, clock: { timeZone: string; now: Date } | undefined) {
  const badges = clock ? saleBadges(sale, clock.timeZone, clock.now) : [];
  if (badges.length === 0) return '';
  const t = serverT(locale, 'sale');
  const spans = badges.map(
    (badge) =>
      `<span class="${CARD.badge} ${CARD.badgeColours[badge]}">${escapeHtml(t(`card.badge.${badge}`))}</span>`,
  );
  return `<div class="${CARD.badges}">${spans.join('')}</div>`;
}

/** A photo's address as the client shows it: the spec's fallback image when its file is missing. */
export function shownPhoto(photo: string, photoExists: (path: string) => boolean): string {
  const path = resolveImagePath(photo);
  return photoExists(path) ? path : fallbackImageFor(path);
}

/** Spec §9: at most this many category chips on a list card (client/components/sale/category-chips.tsx). */
const CARD_CATEGORY_LIMIT = 10;

const CARD_ICON = `<svg aria-hidden="true" class="${CARD.lineIcon}"></svg>`;

function cardPhoto(sale: SaleSummary, photoExists: (path: string) => boolean, locale: Locale): string {
  if (!sale.featuredThumbnail) return `<div class="${CARD.noPhoto}"></div>`;
  const src = shownPhoto(sale.featuredThumbnail, photoExists);
  const alt = serverT(locale, 'sale')('card.photoOf', { title: sale.title });
  return `<div class="${CARD.photo} bg-neutral-100"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" class="${CARD.photoImage}" width="128" height="128"></div>`;
}

/**
 * A card as the React list draws it (sale-card.tsx, with the same layout classes: shared/sale-card-classes),
 * without its buttons: it only has to be seen, and take the room React's card takes (a long title's second
 * line, the chips' row). The chips are all there, clipped by their one-line row; React then shows those
 * that fit and "+N" for the rest. Its title links to the sale's page, stretched over the card as the React
 * card's button is: crawlers and scriptless browsers follow it.
 */
function cardHtml(
  sale: SaleSummary,
  photoExists: (path: string) => boolean,
  locale: Locale,
  withTimes = false,
  clock?: { timeZone: string; now: Date },
): string {
  const where = sale.neighborhood ? `${sale.neighborhood}, ${sale.city}` : sale.city;
  const days = sale.startDate === sale.endDate ? sale.startDate : `${sale.startDate} - ${sale.endDate}`;
  const dates = withTimes
    ? serverT(locale, 'explore')('shell.dayTimes', { days, start: sale.startTime, end: sale.endTime })
    : days;
  const chips = sale.categories
    .slice(0, CARD_CATEGORY_LIMIT)
    .map(
      (category) =>
        `<li class="${CARD.chipItem}"><span class="${CARD.chip} ${CARD.chipColours}"><span class="truncate">${escapeHtml(category.name)}</span></span></li>`,
    )
    .join('');
  return [
    `<li class="${CARD.item}">`,
    cardPhoto(sale, photoExists, locale),
    `<div class="${CARD.text}"><div class="${CARD.titleRow}">`,
    // A community sale day's number (issue 25), where the React card shows it (event-number.tsx).
    typeof sale.event?.number === 'number'
      ? `<span class="${CARD.number} mt-px shrink-0">${escapeHtml(serverT(locale, 'events')('card.number', { number: sale.event.number }))}</span>`
      : '',
    `<h2 class="${CARD.title}"><a href="/garage-sales/${sale.id}" class="block after:absolute after:inset-0 after:content-['']"><span class="${CARD.titleText}">${escapeHtml(sale.title)}</span></a></h2></div>`,
    `<p class="${CARD.line}">${CARD_ICON}<span class="truncate">${escapeHtml(dates)}</span></p>`,
    `<p class="${CARD.line}">${CARD_ICON}<span class="truncate">${escapeHtml(sale.address)}</span></p>`,
    `<p class="${CARD.place}">${escapeHtml(where)}</p>`,
    chips ? `<ul class="${CARD.chips}">${chips}</ul>` : '',
    '</div>',
    badgesHtml(sale, locale, clock),
    '</li>',
  ].join('');
}

// The classes of the React toolbar (quick-filters.tsx, near-me-controls.tsx, explore-page.tsx), icons
// included (empty, hidden on phones as there); 44 px tap targets under 640 px as components/ui/button.tsx.
const ICON = '<svg aria-hidden="true" class="shrink-0"></svg>';
const SMALL_BUTTON =
  'inline-flex h-11 sm:h-8 shrink-0 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap [&_svg]:size-4 max-sm:[&_svg]:hidden';
const smallButton = (label: string, look: string) =>
  `<button type="button" disabled class="${SMALL_BUTTON} ${look}">${ICON}${label}</button>`;
const OUTLINED = 'border border-neutral-300 bg-white text-neutral-800';
const chip = (label: string) =>
  `<button type="button" disabled class="inline-flex h-11 sm:h-9 items-center gap-1.5 rounded-full border border-neutral-300 bg-white px-3.5 text-sm font-medium text-neutral-800 [&_svg]:size-4 max-sm:[&_svg]:hidden">${ICON}${label}</button>`;

/**
 * The rows above the list as Explore draws them (quick filters; Near me and Print list; My plan), inert: they hold
 * their place so that the cards do not move down when React takes over. In the page's language, with the
 * React screen's own words (the `explore` and `sale` catalogues).
 */
function toolbarHtml(locale: Locale): string {
  const t = serverT(locale, 'explore');
  const words = (key: Parameters<typeof t>[0]) => escapeHtml(t(key));
  return [
    '<div class="mb-4 grid gap-3">',
    `<div class="flex flex-wrap gap-2">${chip(words('when.openNow'))}${chip(words('when.today'))}${chip(words('when.weekend'))}</div>`,
    '<div class="grid gap-2"><div class="flex flex-wrap items-center gap-2">',
    smallButton(words('nearMe.button'), OUTLINED),
    smallButton(words('nearMe.useAddress'), 'text-neutral-700'),
    smallButton(words('printList'), `ml-auto ${OUTLINED}`),
    '</div></div>',
    // The planner's link (and, signed in, Save this search), drawn by the app.
    `<div class="flex h-8 items-center justify-between gap-4"><span class="inline-flex items-center gap-1.5 text-sm font-medium text-green-800"><svg aria-hidden="true" class="size-4"></svg>${escapeHtml(serverT(locale, 'sale')('myPlan'))}</span></div>`,
    '</div>',
  ].join('');
}

/** The bar as the React layout draws it (nav-bar.tsx), without its links. */
export function siteBarHtml(siteName: string): string {
  return [
    '<header class="sticky top-0 z-40 border-b border-neutral-200 bg-white"><div class="mx-auto max-w-6xl px-4">',
    '<div class="flex h-14 items-center justify-between gap-3"><span class="flex min-w-0 items-center gap-2 font-semibold text-neutral-900">',
    `<span class="grid size-8 shrink-0 place-items-center rounded-lg bg-green-700 text-white"></span><span class="truncate">${escapeHtml(siteName)}</span>`,
    '</span></div></div></header>',
  ].join('');
}

/**
 * Explore's first screen as plain HTML inside #root, so that a phone paints the bar, the map's frame, the
 * 'Show Filters' button, the '{Product} This Week' heading and the first cards (or the list's skeleton)
 * before any script has run, and starts loading their photos at once; React replaces it when it starts
 * (decision 0010). The classes are the ones the React screen uses,
 * so the page does not move when it takes over.
 */
export function exploreShellHtml(options: ShellOptions): string {
  const locale = options.locale ?? 'en';
  const t = serverT(locale, 'explore');
  const heading = escapeHtml(options.heading ?? exploreHeading(t, options.productNoun, {}, locale));
  const skeleton = '<li class="h-32 animate-pulse rounded-lg border border-neutral-200 bg-white"></li>';
  const photoExists = options.photoExists ?? (() => true);
  const clock =
    options.timeZone && options.now ? { timeZone: options.timeZone, now: options.now() } : undefined;
  const empty =
    options.emptyText !== undefined && options.cards?.length === 0
      ? `<li class="py-8 text-center text-neutral-600">${escapeHtml(options.emptyText)}</li>`
      : undefined;
  const cards = options.cards?.length
    ? options.cards
        .slice(0, options.cardLimit ?? SHELL_CARDS)
        .map((sale) => cardHtml(sale, photoExists, locale, options.withTimes, clock))
        .join('')
    : (empty ?? skeleton.repeat(SHELL_CARDS));
  return [
    '<div class="flex min-h-screen flex-col">',
    siteBarHtml(options.siteName),
    '<main class="flex flex-1 flex-col"><div class="md:flex md:min-h-[50vh]">',
    '<div class="relative isolate h-[50vh] overflow-hidden bg-neutral-200 md:sticky md:top-14 md:min-w-0 md:flex-1 md:self-start"></div>',
    '<div class="border-b border-neutral-200 bg-white md:w-80 md:shrink-0 md:border-b-0 md:border-l">',
    '<div class="flex flex-wrap items-center gap-x-3 gap-y-2 p-4">',
    `<button type="button" disabled class="inline-flex h-11 sm:h-10 shrink-0 items-center justify-center gap-2 rounded-md border border-neutral-300 bg-white px-4 text-sm font-medium whitespace-nowrap text-neutral-800 [&_svg]:size-4">${ICON}${escapeHtml(t('filters.show'))}</button>`,
    '</div></div></div>',
    '<section class="mx-auto w-full max-w-6xl px-4 py-6">',
    `<h1 class="mb-4 text-2xl font-bold tracking-tight text-neutral-900">${heading}</h1>`,
    toolbarHtml(locale),
    // Marked for the React list, which starts drawing the rows in view from where this one is.
    `<ul class="grid gap-3 lg:grid-cols-2" aria-busy="true" data-server-drawn-list>${cards}</ul>`,
    options.afterList ?? '',
    '</section></main></div>',
  ].join('');
}

/** The page with Explore's shell in its (empty) #root. */
export function withExploreShell(page: string, options: ShellOptions): string {
  return withRootHtml(page, exploreShellHtml(options));
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g;

/**
 * The page with its built style sheets written into it: Explore's first paint then waits for no request
 * but the page itself (a phone on a slow network saves a round trip; the sheet is about 9 KB compressed).
 * A sheet that cannot be read stays a link. Each keeps its address (data-href): the client names it to
 * the lazy screens' loader, which would otherwise load it again (main.tsx).
 */
export function inlineStylesheets(page: string, clientDir: string): string {
  return page.replace(STYLESHEET_LINK, (link, href: string) => {
    const file = path.join(clientDir, href);
    if (!fs.existsSync(file)) return link;
    const css = fs.readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style data-href="${href}">${css}</style>`;
  });
}
