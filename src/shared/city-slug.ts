/**
 * A city's page address: /garage-sales/in/{slug}, the name lower-cased with every run of other characters
 * than letters a-z and digits made one '-' ('St. Albert' -> 'st-albert'). Accents are dropped first, so
 * 'Lévis' reads 'levis' rather than 'l-vis'. Used by the server (city pages, sitemap) and the client
 * (which city a city page preselects), so both read a slug alike.
 */
export function citySlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function cityPagePath(name: string): string {
  return `/garage-sales/in/${citySlug(name)}`;
}

/** 'Garage sales in Stony Plain this week': a city page's title and heading, on both sides. */
export function cityHeading(productNoun: string, city: string): string {
  return `${productNoun.charAt(0).toUpperCase()}${productNoun.slice(1)} in ${city} this week`;
}
