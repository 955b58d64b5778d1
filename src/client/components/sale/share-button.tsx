import { Share2 } from 'lucide-react';
import { Button } from '../ui/button';
import { shareSale } from './share';

export function ShareButton({ sale }: { sale: { id: number; title: string } }) {
  return (
    <Button variant="outline" onClick={() => void shareSale(sale)}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
