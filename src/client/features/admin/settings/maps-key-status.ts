import type { Translate } from '../../../../shared/i18n/translator';
import type { MapsKeyStatus } from '../../../../shared/schemas/admin';

/** What the Maps card says about the key in use (never the key itself, only its last four). */
export function formatMapsKeyStatus(status: MapsKeyStatus, t: Translate<'admin'>): string {
  const { lastFour } = status;
  switch (status.source) {
    case 'database':
      return lastFour ? t('maps.status.databaseEnding', { lastFour }) : t('maps.status.database');
    case 'environment':
      return lastFour ? t('maps.status.environmentEnding', { lastFour }) : t('maps.status.environment');
    default:
      return t('maps.status.none');
  }
}
