import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useProductNoun } from '../../lib/config';
import { holdHistory, leaveByHistory } from '../../lib/history-hold';
import { useT } from '../../lib/i18n';

/** Where a leave was headed: a link of the app, or a step back (or forward) in the browser's history. */
type Leave = { kind: 'link'; to: string } | { kind: 'history' };

const here = () => `${window.location.pathname}${window.location.search}`;

/** A plain left click on a link to another page of this site, which wouter would follow in place. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  // Another site is a real page load, which beforeunload asks about; '#main' stays on this page.
  if (url.origin !== window.location.origin) return null;
  if (`${url.pathname}${url.search}` === here()) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Asks before the wizard is left with unsaved work (issue 22; drafts that survive come later): a link of
 * the app (the bar, the menus) opens this dialog, the browser's Back or Forward is held (history-hold.ts)
 * and asks the same, and closing or reloading the tab gets the browser's own prompt.
 */
export function LeaveWarning({ unsaved, editing }: { unsaved: boolean; editing: boolean }) {
  const t = useT('wizard');
  const noun = useProductNoun();
  const [, navigate] = useLocation();
  const [leave, setLeave] = useState<Leave | null>(null);
  const leaving = useRef(false);

  useEffect(() => {
    if (!unsaved) return;
    const onClick = (event: MouseEvent) => {
      const to = inAppTarget(event);
      if (to === null) return;
      // Before wouter's own handler (React's, at the root) and the browser's default.
      event.preventDefault();
      event.stopPropagation();
      setLeave({ kind: 'link', to });
    };
    const release = holdHistory(() => setLeave({ kind: 'history' }));
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      release();
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved]);

  const go = () => {
    const target = leave;
    setLeave(null);
    if (!target) return;
    leaving.current = true;
    if (target.kind === 'link') navigate(target.to);
    else leaveByHistory();
  };

  return (
    <ConfirmDialog
      open={leave !== null}
      onOpenChange={(open) => !open && setLeave(null)}
      title={t('leave.title')}
      description={t(editing ? 'leave.editing' : 'leave.creating', { productSingular: noun.singular })}
      cancelLabel={t('leave.stay')}
      confirmLabel={t('leave.leave')}
      pendingLabel={t('leave.leave')}
      confirmVariant="destructive"
      pending={false}
      onConfirm={go}
    />
  );
}
