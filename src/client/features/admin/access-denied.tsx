import { ShieldX } from 'lucide-react';

export const ACCESS_DENIED_TEXT =
  'You do not have permission to access this page. This page requires administrator privileges.';

/** Spec §6: what a signed-in user who is not an administrator sees on an admin page. */
export function AccessDenied() {
  return (
    <div className="grid flex-1 place-items-center px-4 py-10">
      <div
        className="flex w-full max-w-md flex-col items-center gap-3 rounded-xl border border-red-200 bg-white p-6 text-center shadow-sm"
        role="alert"
      >
        <ShieldX className="size-9 text-red-700" aria-hidden="true" />
        <h1 className="text-xl font-bold text-neutral-900">Access Denied</h1>
        <p className="text-neutral-700">{ACCESS_DENIED_TEXT}</p>
      </div>
    </div>
  );
}
