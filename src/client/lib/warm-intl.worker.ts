/**
 * Runs in a worker, on a thread of its own: the browser's first date or number formatter loads the
 * internationalisation library's data (ICU), about 15 to 25 ms of CPU, 60 to 100 ms on a phone, in one
 * task. That data is the renderer process's, shared by its threads: loaded here, the page's own first
 * formatters (the cards' dates, the badges' clock, a distance) then cost well under a millisecond on the
 * main thread (measured in Chromium: 0.3 ms against 17 ms; decision 0029).
 */
const day = new Date(2000, 0, 1);
// The reader's own format (the cards' dates on an English page), the site's languages' (lib/format.ts,
// shared/i18n/format-number.ts), and a time zone's (the badges' clock, shared/open-now.ts).
for (const locale of [undefined, 'en-CA', 'fr-CA']) {
  new Intl.DateTimeFormat(locale).format(day);
  new Intl.NumberFormat(locale).format(1.5);
}
// The messages' plurals and numbers (Lingui formats with the page's language, 'en' or 'fr'): the map's
// count of sales, the first plural message, cost 3 ms of CPU on the main thread cold (profiled).
for (const locale of ['en', 'fr']) {
  new Intl.PluralRules(locale).select(2);
  new Intl.NumberFormat(locale).format(2);
}
new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' }).format(day);
// The page waits for this before its first formatter (warm-intl.ts).
postMessage('warm');
close();
