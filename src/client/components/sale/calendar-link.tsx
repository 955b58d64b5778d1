import { CalendarPlus } from 'lucide-react';
import { saleCalendarPath } from '../../../shared/schemas/plan-calendar';
import { buttonClasses } from '../ui/button';

/**
 * Saves the sale's days as a calendar file (one event per day, in the site's time zone). A plain link
 * with `download`: no script, and phones hand the .ics to their calendar app. The server names the file.
 */
export function CalendarLink({ sale }: { sale: { id: number } }) {
  return (
    <a href={saleCalendarPath(sale.id)} download className={buttonClasses('outline')}>
      <CalendarPlus aria-hidden="true" />
      Add to calendar
    </a>
  );
}
