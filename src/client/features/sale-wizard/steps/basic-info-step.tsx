import { useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../../../shared/schemas/sale-form';
import { toast } from '../../../components/ui/use-toast';
import { categoriesQueryOptions } from '../../../lib/queries';
import { describedBy, FieldError, fieldClasses, hintClasses, labelClasses } from '../form-parts';
import type { WizardValues } from '../wizard-values';

export const CATEGORIES_ERROR = 'Failed to load categories. Please refresh and try again.';

/** Step 1: title, description and the categories as a checkbox grid. */
export function BasicInfoStep() {
  const id = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const description = useWatch({ control, name: 'description' }) ?? '';

  return (
    <div className="grid gap-5">
      <div>
        <label htmlFor={`${id}-title`} className={labelClasses}>
          Title
        </label>
        <input
          id={`${id}-title`}
          className={fieldClasses}
          autoComplete="off"
          maxLength={TITLE_MAX + 20}
          placeholder="Moving sale: furniture, tools and toys"
          {...describedBy(`${id}-title`, errors.title?.message)}
          {...register('title')}
        />
        <FieldError id={`${id}-title`} message={errors.title?.message} />
      </div>

      <div>
        <label htmlFor={`${id}-description`} className={labelClasses}>
          Description <span className="font-normal text-neutral-600">(optional)</span>
        </label>
        <textarea
          id={`${id}-description`}
          rows={5}
          className={`${fieldClasses} h-auto py-2`}
          placeholder="What you are selling, parking, payment…"
          {...describedBy(`${id}-description`, errors.description?.message, `${id}-description-hint`)}
          {...register('description')}
        />
        <p id={`${id}-description-hint`} className={hintClasses}>
          {description.length}/{DESCRIPTION_MAX}
        </p>
        <FieldError id={`${id}-description`} message={errors.description?.message} />
      </div>

      <Controller
        control={control}
        name="categoryIds"
        render={({ field, fieldState }) => (
          <CategoryCheckboxes
            id={`${id}-categories`}
            firstRef={field.ref}
            selected={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}

function CategoryCheckboxes(props: {
  id: string;
  /** The first checkbox, where a failed Next puts the focus. */
  firstRef: Ref<HTMLInputElement>;
  selected: number[];
  onChange: (ids: number[]) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const { id, selected, error } = props;
  const categories = useQuery(categoriesQueryOptions);

  useEffect(() => {
    if (categories.isError) toast({ title: CATEGORIES_ERROR, variant: 'destructive' });
  }, [categories.isError]);

  const toggle = (categoryId: number, checked: boolean) => {
    const rest = selected.filter((existing) => existing !== categoryId);
    props.onChange(checked ? [...rest, categoryId] : rest);
  };

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={labelClasses}>Categories</legend>
      {categories.isPending && <p className="text-sm text-neutral-600">Loading categories…</p>}
      {categories.isError && <p className="text-sm text-red-700">{CATEGORIES_ERROR}</p>}
      {categories.data && (
        <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3" data-testid="wizard-categories">
          {categories.data.map((category, index) => (
            <div key={category.id} className="flex min-w-0 items-center gap-2">
              <input
                ref={index === 0 ? props.firstRef : undefined}
                id={`${id}-${category.id}`}
                type="checkbox"
                className="size-4 shrink-0 accent-green-700"
                checked={selected.includes(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
                onBlur={props.onBlur}
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
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
