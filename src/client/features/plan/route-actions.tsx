import { CalendarPlus, Car, Link2, Printer } from 'lucide-react';
import type { Translate } from '../../../shared/i18n/translator';
import { minutesOf, timeOf } from '../../../shared/open-now';
import type { Position } from '../../../shared/schemas/common';
import type { PlanAnswer } from '../../../shared/schemas/plan';
import type { PlanStop } from '../../../shared/schemas/plan-calendar';
import { Button, buttonClasses } from '../../components/ui/button';
import { ApiError, apiRequest } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { toast } from '../../lib/use-toast';
import { appleMapsLink, googleMapsLinks, isAppleDevice } from './drive-links';

interface Props {
  start: Position;
  /** The visited stops' positions, in order. */
  stops: Position[];
  answer: PlanAnswer;
  date: string;
  shareUrl: string;
}

/** Drive it, share, print and calendar: what the shopper takes along (issue 11). Not on paper. */
export function RouteActions({ start, stops, answer, date, shareUrl }: Props) {
  const t = useT('plan');
  const google = googleMapsLinks(start, stops);
  const apple = isAppleDevice(navigator.platform, navigator.userAgent) ? appleMapsLink(start, stops) : null;
  return (
    <div className="flex flex-col gap-3 print:hidden">
      {google.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="flex items-center gap-1.5 text-sm font-semibold text-neutral-900">
            <Car className="size-4" aria-hidden="true" />
            {t('actions.driveIt')}
          </span>
          {google.map((link) => (
            <a
              key={link.part}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('primary', 'sm')}
            >
              {link.parts === 1
                ? t('actions.googleMaps')
                : t('actions.googleMapsPart', { part: link.part, parts: link.parts })}
            </a>
          ))}
          {apple && (
            <a
              href={apple}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('outline', 'sm')}
            >
              {t('actions.appleMaps')}
            </a>
          )}
        </div>
      )}
      {google.length > 1 && <p className="text-xs text-neutral-700">{t('actions.googleTenStops')}</p>}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void shareLink(shareUrl, t)}>
          <Link2 aria-hidden="true" />
          {t('actions.copyLink')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('actions.print')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void downloadCalendar(answer, date, t)}>
          <CalendarPlus aria-hidden="true" />
          {t('actions.calendar')}
        </Button>
      </div>
    </div>
  );
}

async function shareLink(url: string, t: Translate<'plan'>): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t('actions.linkCopied'), description: t('actions.linkCopiedText') });
  } catch {
    // No clipboard (an insecure page, a refusal): the system share sheet, if there is one.
    try {
      if (typeof navigator.share === 'function')
        await navigator.share({ title: t('actions.shareTitle'), url });
      else toast({ title: t('actions.copyThisLink'), description: url });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast({ title: t('actions.copyThisLink'), description: url });
    }
  }
}

/** The visited stops as calendar events; a stop with no stay still gets a few minutes in the calendar. */
export function calendarStops(answer: PlanAnswer, date: string): PlanStop[] {
  return answer.stops.flatMap((stop) => {
    const arrival = minutesOf(stop.arrival);
    if (arrival === undefined) return [];
    const departure = Math.max(minutesOf(stop.departure) ?? arrival, arrival + 5);
    if (departure >= 24 * 60) return [];
    return [{ saleId: stop.saleId, date, arrival: stop.arrival, departure: timeOf(departure) }];
  });
}

async function downloadCalendar(answer: PlanAnswer, date: string, t: Translate<'plan'>): Promise<void> {
  try {
    const response = await apiRequest('POST', '/api/plan/calendar.ics', {
      stops: calendarStops(answer, date),
    });
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name ?? t('actions.calendarFileName');
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    toast({
      title: t('actions.calendarFailed'),
      description: error instanceof ApiError ? error.serverMessage : t('actions.connection'),
      variant: 'destructive',
    });
  }
}
