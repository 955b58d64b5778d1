import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { cn } from '../../lib/cn';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The field's validation message (spec §5), shown under it and announced with it. */
  error?: string;
  /** A hint under the field, read with it. */
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input whose message and hint are tied to it (aria-describedby), for react-hook-form. */
export function TextField({ label, error, hint, className, ref, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-neutral-800">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'block h-11 w-full min-w-0 rounded-md border border-neutral-300 bg-white px-3 text-base text-neutral-900 shadow-sm',
          'focus:border-green-700 focus:outline-2 focus:outline-offset-0 focus:outline-green-700',
          'aria-invalid:border-red-600',
        )}
        {...input}
      />
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
