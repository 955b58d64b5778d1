import { Share2 } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { Button } from '../ui/button';
import { shareSale } from './share';

export function ShareButton({ sale }: { sale: { id: number; title: string } }) {
  const t = useT('sale');
  return (
    <Button variant="outline" onClick={() => void shareSale(sale)}>
      <Share2 aria-hidden="true" />
      {t('share')}
    </Button>
  );
}
