/** A 'YYYY-MM-DD' day in the reader's local date format (the day itself, never shifted by time zones). */
export function formatLocalDay(day: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString(locale);
}

/** Spec §2 card dates: 'start - end', a one-day sale included (its one date twice). */
export function formatDayRange(startDate: string, endDate: string, locale?: string): string {
  return `${formatLocalDay(startDate, locale)} - ${formatLocalDay(endDate, locale)}`;
}

/** 'neighborhood, city', or the city alone. */
export function formatLocation(sale: { neighborhood: string | null; city: string }): string {
  return sale.neighborhood ? `${sale.neighborhood}, ${sale.city}` : sale.city;
}

export function directionsUrl(sale: { address: string; city: string }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${sale.address}, ${sale.city}`)}`;
}

export function saleUrl(id: number, origin: string = window.location.origin): string {
  return `${origin}/garage-sales/${id}`;
}
