import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';

/**
 * The route sheet's QR code: a phone's camera opens the live plan from the paper. Drawn to a data URL
 * (no network), so it prints offline too.
 */
export function PlanQr({ url, className }: { url: string; className?: string }) {
  const t = useT('plan');
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(url, { margin: 2, width: 200, errorCorrectionLevel: 'M' })
      .then((data) => current && setImage(data))
      .catch(() => current && setImage(null));
    return () => {
      current = false;
    };
  }, [url]);
  if (!image) return null;
  return (
    <figure className={className}>
      <img src={image} width={128} height={128} alt={t('qr.alt')} data-testid="plan-qr" />
      {/* Broken anywhere: a link has no spaces to wrap at, and must not run off the paper. */}
      <figcaption
        className="mt-1 max-w-64 text-xs [overflow-wrap:anywhere] text-neutral-700"
        data-testid="plan-qr-url"
      >
        {url}
      </figcaption>
    </figure>
  );
}
