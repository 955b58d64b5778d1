import { saleUrl } from '../../lib/format';
import { loadT } from '../../lib/i18n';
import { toast } from '../../lib/use-toast';

/** What a share says when the link was copied instead, or when it failed. */
export interface ShareTexts {
  copied: string;
  copiedDescription: string;
  failed: string;
  failedDescription: string;
}

/**
 * Spec §8 sharing: the system share sheet when there is one, else the link is copied. Cancelling the share
 * sheet is not a failure. `texts` are loaded only when a toast needs them.
 */
export async function shareLink(link: { title: string; url: string }, texts: () => Promise<ShareTexts>) {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share(link);
      return;
    }
    await navigator.clipboard.writeText(link.url);
    const said = await texts();
    toast({ title: said.copied, description: said.copiedDescription });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    const said = await texts();
    toast({ title: said.failed, description: said.failedDescription, variant: 'destructive' });
  }
}

export function shareSale(sale: { id: number; title: string }, origin = window.location.origin) {
  return shareLink({ title: sale.title, url: saleUrl(sale.id, origin) }, async () => {
    const t = await loadT('sale');
    return {
      copied: t('share.copied'),
      copiedDescription: t('share.copiedDescription'),
      failed: t('share.failed'),
      failedDescription: t('share.failedDescription'),
    };
  });
}
