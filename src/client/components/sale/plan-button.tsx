import { ListCheck, ListPlus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { reportInterest } from '../../lib/sale-interest';
import { type PlanStore, usePlan } from '../../lib/use-plan';
import { Button } from '../ui/button';

interface Props {
  sale: { id: number; title: string };
  /** 'button': a labelled button beside Share; 'icon': a round button over a card's corner. */
  variant?: 'button' | 'icon';
  className?: string;
  /** A 'button' in a list of sales: its accessible name names the sale too ('Add to my plan: Big Sale'). */
  named?: boolean;
}

/**
 * Puts the sale in the shopper's plan for /plan, or takes it out (issue 11). The name says the action,
 * as the two states do different things; guests' plans stay in the browser, so no sign-in is needed.
 */
export function PlanButton(props: Props) {
  return <PlanToggle {...props} plan={usePlan()} />;
}

/**
 * PlanButton with the plan given: a list of hundreds of sales (an event's) reads the plan once, not once
 * per button (each reading watches the session, the account's plan and the browser's).
 */
export function PlanToggle({
  sale,
  variant = 'button',
  className,
  named = false,
  plan,
}: Props & { plan: PlanStore }) {
  const t = useT('sale');
  const inPlan = plan.saleIds.includes(sale.id);
  const label = t(inPlan ? 'plan.remove' : 'plan.add');
  const Icon = inPlan ? ListCheck : ListPlus;
  const onClick = () => {
    if (inPlan) return plan.remove(sale.id);
    // Who is coming (issue 26): the seller's plans counter, once a day per shopper.
    reportInterest(sale.id, 'plans');
    return plan.add([sale.id]);
  };

  if (variant === 'icon') {
    return (
      <button
        type="button"
        aria-label={t('plan.named', { label, title: sale.title })}
        title={label}
        disabled={!plan.ready}
        onClick={onClick}
        className={cn(
          'grid size-10 place-items-center rounded-full shadow-sm ring-1',
          inPlan ? 'bg-green-700 text-white ring-green-800' : 'bg-white/95 text-neutral-800 ring-neutral-200',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700',
          className,
        )}
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    );
  }
  return (
    <Button
      variant="outline"
      disabled={!plan.ready}
      onClick={onClick}
      className={className}
      aria-label={named ? t('plan.named', { label, title: sale.title }) : undefined}
    >
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}
