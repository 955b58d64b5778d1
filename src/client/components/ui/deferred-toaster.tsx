import { lazy, Suspense, useState } from 'react';
import { useToast } from '../../lib/use-toast';

const Toaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/**
 * The Toaster (Radix Toast) is loaded with the first toast, not with the first screen: most visits show
 * none, and Explore's first script is smaller by its 10 KB. Once loaded it stays mounted.
 */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
