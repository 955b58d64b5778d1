import { type SaleBadge, saleBadges } from '../../../shared/sale-badges';
import { CARD } from '../../../shared/sale-card-classes';
import type { SaleSummary } from '../../../shared/schemas/sale';
import { cn } from '../../lib/cn';
import { useConfig } from '../../lib/config';
import { useT } from '../../lib/i18n';

/** A sale's badges now, on the site's clock (shared/sale-badges.ts). */
function useBadgesOf(): (sale: SaleSummary) => SaleBadge[] {
  const { timeZone } = useConfig();
  return (sale) => saleBadges(sale, timeZone, new Date());
}

/**
 * New, Ends today, Last day (issue 26) over an Explore card's photo, as the server draws them too
 * (server/web/explore-shell.ts). Each is a line of its own, so a screen reader reads them apart.
 */
export function SaleBadges({ sale }: { sale: SaleSummary }) {
  const t = useT('sale');
  const badges = useBadgesOf()(sale);
  if (badges.length === 0) return null;
  return (
    <div className={CARD.badges} data-testid="sale-badges">
      {badges.map((badge) => (
        <span key={badge} className={cn(CARD.badge, CARD.badgeColours[badge])} data-badge={badge}>
          {t(`card.badge.${badge}`)}
        </span>
      ))}
    </div>
  );
}

/** A marker's name and tooltip with the sale's badges: 'Big Sale (New, Last day)'. */
export function useBadgedTitle(): (sale: SaleSummary, title: string) => string {
  const t = useT('sale');
  const badgesOf = useBadgesOf();
  return (sale, title) => {
    const badges = badgesOf(sale);
    if (badges.length === 0) return title;
    return t('card.badgedTitle', {
      title,
      badges: badges.map((badge) => t(`card.badge.${badge}`)).join(', '),
    });
  };
}
