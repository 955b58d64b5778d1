import { ShieldX } from 'lucide-react';
import { NoticeCard } from '../notice-card';

export const ACCESS_DENIED_TEXT =
  'You do not have permission to access this page. This page requires administrator privileges.';

/** Spec §6: what a signed-in user who is not an administrator sees on an admin page. */
export function AccessDenied() {
  return <NoticeCard icon={ShieldX} tone="danger" title="Access Denied" text={ACCESS_DENIED_TEXT} />;
}
