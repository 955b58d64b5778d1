import { Route } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { usePlan } from '../../lib/use-plan';

/** 'My plan (3)': the way from a list of sales to the planner (issue 11). */
export function MyPlanLink({ className }: { className?: string }) {
  const plan = usePlan();
  const t = useT('sale');
  return (
    <Link
      href="/plan"
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-md text-sm font-medium sm:min-h-0 text-green-800 underline-offset-4 hover:underline',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
        className,
      )}
    >
      <Route className="size-4" aria-hidden="true" />
      {plan.ready ? t('myPlan.count', { count: plan.saleIds.length }) : t('myPlan')}
    </Link>
  );
}
