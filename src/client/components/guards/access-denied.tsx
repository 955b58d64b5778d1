import { ShieldX } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { NoticeCard } from '../notice-card';

/** Spec §6: what a signed-in user who is not an administrator sees on an admin page. */
export function AccessDenied() {
  const t = useT('admin');
  return (
    <NoticeCard icon={ShieldX} tone="danger" title={t('guard.denied.title')} text={t('guard.denied.text')} />
  );
}
