/**
 * Explore with a saved search's filters (as its URL carries them). A search that names no dates means
 * "from today on", which Explore writes as dates=all (a bare URL would be this week only); the digest
 * reads it the same way.
 */
export function explorePathFor(filters: Record<string, string>): string {
  const params = new URLSearchParams(filters);
  if (!params.has('startDate') && !params.has('endDate')) params.set('dates', 'all');
  return `/?${params}`;
}
