import { saleUrl } from '../../lib/format';
import { loadT } from '../../lib/i18n';
import { toast } from '../../lib/use-toast';

/**
 * Spec §8 sharing: the system share sheet when there is one, else the link is copied. Cancelling the share
 * sheet is not a failure.
 */
export async function shareSale(sale: { id: number; title: string }, origin = window.location.origin) {
  const url = saleUrl(sale.id, origin);
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: sale.title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    const t = await loadT('sale');
    toast({ title: t('share.copied'), description: t('share.copiedDescription') });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    const t = await loadT('sale');
    toast({ title: t('share.failed'), description: t('share.failedDescription'), variant: 'destructive' });
  }
}
