import type { MapsKeyStatus } from '../../../../shared/schemas/admin';

/** What the Maps card says about the key in use (never the key itself, only its last four). */
export function formatMapsKeyStatus(status: MapsKeyStatus): string {
  const ending = status.lastFour ? ` (…${status.lastFour})` : '';
  switch (status.source) {
    case 'database':
      return `Using the key saved here${ending}`;
    case 'environment':
      return `Using the key from the server environment${ending}`;
    default:
      return 'No key: the map uses OpenStreetMap';
  }
}
