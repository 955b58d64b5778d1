/** Where a sale is, as the cards, the details and the server-drawn pages write it. */
export function formatLocation(sale: { neighborhood: string | null; city: string }): string {
  return sale.neighborhood ? `${sale.neighborhood}, ${sale.city}` : sale.city;
}

/** Google Maps' directions to the sale's street address (spec §2, Get Directions). */
export function directionsUrl(sale: { address: string; city: string }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${sale.address}, ${sale.city}`)}`;
}
