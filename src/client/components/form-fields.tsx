import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import {
  type FieldValues,
  type FieldError as FormFieldError,
  get,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '../lib/cn';
import { useT } from '../lib/i18n';

/** The labelled form controls of every form (sign-in, register, admin dialogs, debug tools), for react-hook-form. */

interface FieldProps {
  label: string;
  /** The field's validation message (spec §5), shown under it and announced with it. */
  error?: string;
  /** A hint under the field, read with it. */
  hint?: string;
}

/**
 * A react-hook-form field's registration with its validation message, for the fields below:
 * `<TextField label="Name" {...registered(form, 'name')} />`.
 */
export function registered<T extends FieldValues, C, O>(
  form: UseFormReturn<T, C, O>,
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) {
  const error: FormFieldError | undefined = get(form.formState.errors, name);
  return { error: error?.message, ...form.register(name, options) };
}

/**
 * A compact control (h-10, text-sm) for forms that lay out their own labels: the wizard, the filters. On a
 * phone it is 44 px tall, a finger's tap target (issue 22).
 */
export const fieldClasses =
  'block h-11 sm:h-10 w-full min-w-0 rounded-md border border-neutral-300 bg-white px-3 text-sm text-neutral-900 shadow-sm focus:border-green-700 focus:outline-2 focus:outline-offset-0 focus:outline-green-700 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 aria-invalid:border-red-600';
export const labelClasses = 'mb-1 block text-sm font-medium text-neutral-800';
export const hintClasses = 'mt-1 text-xs text-neutral-600';

/**
 * A label above its control, for the compact forms (the control carries the id); `optional` adds
 * '(optional)' to the label, `className` is the wrapper's.
 */
export function Labelled({
  id,
  label,
  optional,
  className,
  children,
}: {
  id: string;
  label: string;
  optional?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const t = useT('shell');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {optional && (
          <>
            {' '}
            <span className="font-normal text-neutral-600">{t('components.optional')}</span>
          </>
        )}
      </label>
      {children}
    </div>
  );
}

const controlClasses = cn(
  'block w-full min-w-0 rounded-md border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm',
  'focus:border-green-700 focus:outline-2 focus:outline-offset-0 focus:outline-green-700',
  'aria-invalid:border-red-600',
);

/** A labelled control's props: the label, message and hint, the control's own attributes and its ref. */
type ControlProps<E, A> = FieldProps & A & { ref?: Ref<E> };

interface FieldFrameProps extends FieldProps {
  className?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}

/** A label, a control, and the hint and message tied to the control (aria-describedby). */
function FieldFrame({ label, error, hint, className, children }: FieldFrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

type TextFieldProps = ControlProps<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>;

/** A labelled input. */
export function TextField({ label, error, hint, className, ref, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => <input ref={ref} {...control} className={cn(controlClasses, 'h-11')} {...input} />}
    </FieldFrame>
  );
}

type SelectFieldProps = ControlProps<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>;

/** A labelled native select (the phone's own picker). */
export function SelectField({ label, error, hint, className, ref, children, ...select }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <select ref={ref} {...control} className={cn(controlClasses, 'h-11')} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = ControlProps<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>;

/** A labelled multi-line text. */
export function TextAreaField({ label, error, hint, className, ref, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <textarea ref={ref} rows={3} {...control} className={cn(controlClasses, 'py-2')} {...textarea} />
      )}
    </FieldFrame>
  );
}
