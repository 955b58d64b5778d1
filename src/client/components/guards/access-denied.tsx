import { ShieldX } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { NoticeCard } from '../notice-card';

/** Spec §6: what a signed-in user who is not an administrator sees on an admin page. */
export function AccessDenied() {
  const t = useT('shell');
  return (
    <NoticeCard
      icon={ShieldX}
      tone="danger"
      title={t('components.accessDenied.title')}
      text={t('components.accessDenied.text')}
    />
  );
}
