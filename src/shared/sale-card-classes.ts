/**
 * The list card's layout, as classes: the React card (client/components/sale/sale-card.tsx) and the card
 * the server draws into Explore's first screen (server/web/explore-shell.ts) take them from here, so the
 * page does not move when React replaces the server's screen. Only what sets a size or a place is here;
 * each side adds its own looks (hover, focus, icons' colours).
 */
export const CARD = {
  /** At least 128 px (spec §2); taller when the title takes two lines. */
  item: 'relative flex min-h-32 overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm',
  /**
   * The photo's column: 128 px wide and as tall as the card (the image inside adds no height); 96 px on
   * the narrowest screens (320 px, or 1280 px zoomed to 400%), where the text would keep 134 px only.
   */
  photo: 'relative w-32 shrink-0 overflow-hidden max-[359px]:w-24',
  photoImage: 'absolute inset-0 size-full object-cover',
  noPhoto: 'grid w-32 shrink-0 place-items-center bg-green-50 max-[359px]:w-24',
  /** A button over the photo's bottom-right corner (Favorites: the plan toggle), 40 px and 6 px in. */
  photoAction: 'absolute top-[82px] left-[82px] z-10 max-[359px]:left-[50px]',
  text: 'flex min-w-0 flex-1 flex-col gap-0.5 px-3 py-2',
  titleRow: 'flex min-w-0 items-start gap-2',
  title: 'min-w-0 flex-1 text-base leading-6 font-semibold text-neutral-900',
  /** Two lines at most, then an ellipsis; a long word breaks rather than leaving the card. */
  titleText: 'line-clamp-2 break-words',
  line: 'flex items-center gap-1.5 text-sm text-neutral-700',
  lineIcon: 'size-3.5 shrink-0',
  place: 'truncate pl-5 text-xs text-neutral-600',
  /** One line of chips; the ones that do not fit are clipped (and, once React has measured, hidden). */
  chips: 'mt-auto flex h-5 flex-wrap gap-1 overflow-hidden',
  chipItem: 'flex min-w-0',
  chip: 'inline-flex min-w-0 items-center rounded-full border px-2 text-xs leading-[18px] font-medium whitespace-nowrap',
  chipColours: 'border-green-200 bg-green-50 text-green-800',
  /**
   * The badges (issue 26: New, Ends today, Last day) stacked up from the photo's bottom-left corner, below
   * the heart; a long word wraps within the photo's width rather than cover the text.
   */
  badges:
    'pointer-events-none absolute top-[52px] left-1.5 flex h-[70px] flex-col items-start justify-end gap-1',
  badge:
    'max-w-[7rem] rounded-full border px-2 py-px text-xs leading-4 font-semibold shadow-sm max-[359px]:max-w-[5.25rem]',
  badgeColours: {
    new: 'border-sky-800 bg-sky-700 text-white',
    endsToday: 'border-amber-400 bg-amber-100 text-amber-950',
    lastDay: 'border-amber-400 bg-amber-100 text-amber-950',
  },
  /** A community sale day's number before the title ('#23', issue 25): the event page, the card, the sale page. */
  number:
    'inline-block rounded-md bg-green-800 px-1.5 align-baseline text-sm leading-6 font-bold text-white tabular-nums',
} as const;
