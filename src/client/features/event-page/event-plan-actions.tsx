import { ListPlus, Route } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { MAX_PLAN_STOPS } from '../../../shared/planner/plan';
import type { EventSale } from '../../../shared/schemas/events';
import { Button, buttonClasses } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { usePlan } from '../../lib/use-plan';

/**
 * "Add all to my plan" (the sales the filters show) and "Plan my route": the existing planner (issue 11)
 * takes them from there. A plan holds 25 stops: more than fit is refused whole with the planner's own
 * message, and the note says to narrow the list first.
 */
export function EventPlanActions({ shown }: { shown: EventSale[] }) {
  const t = useT('events');
  const plan = usePlan();
  const [said, setSaid] = useState('');
  const missing = shown.filter((sale) => !plan.saleIds.includes(sale.id));
  const tooMany = plan.saleIds.length + missing.length > MAX_PLAN_STOPS;
  const addAll = () => {
    if (plan.add(missing.map((sale) => sale.id))) setSaid(t('page.plan.added', { count: missing.length }));
  };
  return (
    <div className="grid gap-2 print:hidden">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={addAll} disabled={!plan.ready || missing.length === 0}>
          <ListPlus aria-hidden="true" />
          {missing.length === 0 && shown.length > 0
            ? t('page.plan.allIn')
            : t('page.plan.addAll', { count: missing.length })}
        </Button>
        <Link href="/plan" className={buttonClasses('primary')}>
          <Route aria-hidden="true" />
          {t('page.plan.route', { count: plan.saleIds.length })}
        </Link>
      </div>
      {tooMany && missing.length > 0 && (
        <p className="text-sm text-neutral-700">{t('page.plan.tooMany', { max: MAX_PLAN_STOPS })}</p>
      )}
      <p className="sr-only" role="status">
        {said}
      </p>
    </div>
  );
}
