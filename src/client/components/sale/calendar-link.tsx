import { CalendarPlus } from 'lucide-react';
import { Suspense } from 'react';
import { saleCalendarPath } from '../../../shared/schemas/plan-calendar';
import { useLocale, useT } from '../../lib/i18n';
import { reportInterest } from '../../lib/sale-interest';
import { buttonClasses } from '../ui/button';

/**
 * Saves the sale's days as a calendar file (one event per day, in the site's time zone). A plain link
 * with `download`: no script, and phones hand the .ics to their calendar app. The server names the file,
 * in the page's language. Its words load by themselves: the sale's details never wait for them.
 */
export function CalendarLink({ sale }: { sale: { id: number } }) {
  return (
    <Suspense fallback={null}>
      <Link saleId={sale.id} />
    </Suspense>
  );
}

function Link({ saleId }: { saleId: number }) {
  const t = useT('calendar');
  return (
    <a
      href={saleCalendarPath(saleId, useLocale())}
      download
      className={buttonClasses('outline')}
      onClick={() => reportInterest(saleId, 'calendars')}
    >
      <CalendarPlus aria-hidden="true" />
      {t('link.add')}
    </a>
  );
}
