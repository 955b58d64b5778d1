import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { DESCRIPTION_MAX, TITLE_MAX } from '../../../../shared/schemas/sale-form';
import { CategoryGrid } from '../../../components/category-grid';
import { useT } from '../../../lib/i18n';
import { describedBy, FieldError, fieldClasses, hintClasses, Labelled, labelClasses } from '../form-parts';
import type { WizardValues } from '../wizard-values';

/** Step 1: title, description and the categories as a checkbox grid. */
export function BasicInfoStep() {
  const id = useId();
  const t = useT('wizard');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<WizardValues>();
  const description = useWatch({ control, name: 'description' }) ?? '';

  return (
    <div className="grid gap-5">
      <Labelled id={`${id}-title`} label={t('basic.title')}>
        <input
          id={`${id}-title`}
          className={fieldClasses}
          autoComplete="off"
          maxLength={TITLE_MAX + 20}
          placeholder={t('basic.titlePlaceholder')}
          {...describedBy(`${id}-title`, errors.title?.message)}
          {...register('title')}
        />
        <FieldError id={`${id}-title`} message={errors.title?.message} />
      </Labelled>

      <Labelled id={`${id}-description`} label={t('basic.description')} optional>
        <textarea
          id={`${id}-description`}
          rows={5}
          className={`${fieldClasses} h-auto py-2`}
          placeholder={t('basic.descriptionPlaceholder')}
          {...describedBy(`${id}-description`, errors.description?.message, `${id}-description-hint`)}
          {...register('description')}
        />
        <p id={`${id}-description-hint`} className={hintClasses}>
          {description.length}/{DESCRIPTION_MAX}
        </p>
        <FieldError id={`${id}-description`} message={errors.description?.message} />
      </Labelled>

      <Controller
        control={control}
        name="categoryIds"
        render={({ field, fieldState }) => (
          <CategoryGrid
            firstRef={field.ref}
            selected={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            describedBy={fieldState.error ? `${id}-categories-error` : undefined}
            legendClassName={labelClasses}
            gridClassName="grid-cols-2 sm:grid-cols-3 sm:gap-y-1"
            testId="wizard-categories"
          >
            <FieldError id={`${id}-categories`} message={fieldState.error?.message} />
          </CategoryGrid>
        )}
      />
    </div>
  );
}
