import { Check } from 'lucide-react';
import { Progress } from 'radix-ui';
import { WIZARD_STEPS } from '../../../shared/schemas/sale-form';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

export type WizardStep = 1 | 2 | 3 | 4 | 5;
/** The steps' names, in the wizard's catalogue: 'step.1' is 'Basic Info'. */
export const STEP_KEYS = ['step.1', 'step.2', 'step.3', 'step.4', 'step.5'] as const;

/**
 * Spec §2: the progress bar shows step/5, with the steps' names under it. Screen readers hear the bar once
 * ("Step 2 of 5: Location", the visible line above it is its picture) and the list of steps, each with
 * its state: done, the current one (aria-current), or still to do. The list shows from 640 px; on a phone
 * it is there for screen readers only.
 */
export function WizardProgress({ step }: { step: WizardStep }) {
  const t = useT('wizard');
  const names = STEP_KEYS.map((key) => t(key));
  const label = t('progress.step', { step, total: WIZARD_STEPS });
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm" aria-hidden="true">
        <p className="font-medium text-neutral-900">{label}</p>
        <p className="text-neutral-600">{names[step - 1]}</p>
      </div>
      <Progress.Root
        value={step}
        max={WIZARD_STEPS}
        getValueLabel={(value, max) =>
          t('progress.valueLabel', { step: value, total: max, name: names[value - 1] ?? '' })
        }
        aria-label={t('progress.label')}
        className="relative h-2 w-full overflow-hidden rounded-full bg-neutral-200"
      >
        <Progress.Indicator
          className="h-full bg-green-700 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${(step / WIZARD_STEPS) * 100}%` }}
          data-testid="wizard-progress-indicator"
        />
      </Progress.Root>
      <ol
        className="sr-only grid-cols-5 gap-2 text-xs sm:not-sr-only sm:grid"
        aria-label={t('progress.steps')}
      >
        {names.map((name, index) => {
          const number = index + 1;
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={name}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex items-center gap-1 truncate',
                current ? 'font-semibold text-green-800' : done ? 'text-neutral-800' : 'text-neutral-600',
              )}
            >
              {done && <Check className="size-3.5 shrink-0" aria-hidden="true" />}
              <span className="truncate">{name}</span>
              <span className="sr-only">
                {t(done ? 'progress.done' : current ? 'progress.current' : 'progress.todo')}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
