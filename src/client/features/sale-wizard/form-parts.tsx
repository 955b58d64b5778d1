export const fieldClasses =
  'block h-10 w-full min-w-0 rounded-md border border-neutral-300 bg-white px-3 text-sm text-neutral-900 shadow-sm focus:border-green-700 focus:outline-2 focus:outline-offset-0 focus:outline-green-700 disabled:cursor-not-allowed disabled:bg-neutral-100 disabled:text-neutral-500 aria-invalid:border-red-600';
export const labelClasses = 'mb-1 block text-sm font-medium text-neutral-800';
export const hintClasses = 'mt-1 text-xs text-neutral-600';

/** The id of a field's error message, and the props that tie a control to it and to its hint. */
export function describedBy(id: string, error: string | undefined, hintId?: string) {
  const ids = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}

/** A field's message from the schema, read by screen readers through aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
