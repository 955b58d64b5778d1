import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { toast } from '../../components/ui/use-toast';
import { categoriesQueryOptions } from '../../lib/queries';

const CATEGORIES_ERROR = 'Failed to load categories. Please refresh and try again.';

/** Spec §2: the categories as a 2-column grid of checkboxes; toggling one adds or removes its id. */
export function CategoryGrid({
  selected,
  onChange,
}: {
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const id = useId();
  const categories = useQuery(categoriesQueryOptions);

  useEffect(() => {
    if (categories.isError) toast({ title: CATEGORIES_ERROR, variant: 'destructive' });
  }, [categories.isError]);

  const toggle = (categoryId: number, checked: boolean) => {
    const rest = selected.filter((existing) => existing !== categoryId);
    onChange(checked ? [...rest, categoryId] : rest);
  };

  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-neutral-800">Categories</legend>
      {categories.isPending && <p className="text-sm text-neutral-600">Loading categories…</p>}
      {categories.isError && <p className="text-sm text-red-700">{CATEGORIES_ERROR}</p>}
      {categories.data && (
        <div className="grid grid-cols-2 gap-x-3 gap-y-1.5" data-testid="category-grid">
          {categories.data.map((category) => (
            <div key={category.id} className="flex min-w-0 items-center gap-2">
              <input
                id={`${id}-${category.id}`}
                type="checkbox"
                className="size-4 shrink-0 accent-green-700"
                checked={selected.includes(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
              />
              <label
                htmlFor={`${id}-${category.id}`}
                className="min-w-0 text-sm break-words text-neutral-800"
              >
                {category.name}
              </label>
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
