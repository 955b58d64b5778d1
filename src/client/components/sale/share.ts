import { saleUrl } from '../../lib/format';
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
    toast({ title: 'Link copied', description: 'Garage sale link copied to clipboard' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    toast({
      title: 'Share failed',
      description: 'Could not share this garage sale.',
      variant: 'destructive',
    });
  }
}
