import { useQuery } from '@tanstack/react-query';
import { type ReactNode, type Ref, useEffect, useId } from 'react';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';
import { categoriesQueryOptions } from '../lib/queries';
import { toast } from '../lib/use-toast';

interface CategoryGridProps {
  selected: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  /** The first checkbox, where a form puts the focus when the field is invalid. */
  firstRef?: Ref<HTMLInputElement>;
  /** The id of a message about the whole group (an error), for aria-describedby. */
  describedBy?: string | undefined;
  legendClassName?: string;
  gridClassName?: string;
  testId?: string;
  /** Rendered at the end of the group, e.g. its error message. */
  children?: ReactNode;
}

/**
 * The categories as a grid of checkboxes (spec §2: 2 columns in the filter panel; the wizard's step 1 too);
 * toggling one adds or removes its id. A failed load says so in place and in a toast (spec §8).
 */
export function CategoryGrid({
  selected,
  onChange,
  onBlur,
  firstRef,
  describedBy,
  legendClassName = 'mb-1 text-sm font-medium text-neutral-800',
  gridClassName = 'grid-cols-2 sm:gap-y-1',
  testId = 'category-grid',
  children,
}: CategoryGridProps) {
  const id = useId();
  const t = useT('shell');
  const categories = useQuery(categoriesQueryOptions);

  useEffect(() => {
    if (categories.isError) toast({ title: t('components.categoriesError'), variant: 'destructive' });
  }, [categories.isError, t]);

  const toggle = (categoryId: number, checked: boolean) => {
    const rest = selected.filter((existing) => existing !== categoryId);
    onChange(checked ? [...rest, categoryId] : rest);
  };

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className={legendClassName}>{t('components.categories')}</legend>
      {categories.isPending && (
        <p className="text-sm text-neutral-600">{t('components.loadingCategories')}</p>
      )}
      {categories.isError && <p className="text-sm text-red-700">{t('components.categoriesError')}</p>}
      {categories.data && (
        <div className={cn('grid gap-x-3', gridClassName)} data-testid={testId}>
          {categories.data.map((category, index) => (
            // The whole row is the label, so the whole row is the tap target: at least 44 px tall on a
            // phone (issue 22: a 16 px box on a 20 px row), compact from 640 px.
            <label
              key={category.id}
              htmlFor={`${id}-${category.id}`}
              className="flex min-h-11 min-w-0 cursor-pointer items-center gap-2 text-sm break-words text-neutral-800 sm:min-h-7"
            >
              <input
                ref={index === 0 ? firstRef : undefined}
                id={`${id}-${category.id}`}
                type="checkbox"
                className="size-5 shrink-0 accent-green-700 sm:size-4"
                checked={selected.includes(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
                onBlur={onBlur}
              />
              <span className="min-w-0">{category.name}</span>
            </label>
          ))}
        </div>
      )}
      {children}
    </fieldset>
  );
}
