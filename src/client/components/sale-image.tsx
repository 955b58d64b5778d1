import { ImageOff } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { fallbackImageFor, resolveImagePath } from '../../shared/image-paths';
import { cn } from '../lib/cn';
import { useBootT } from '../lib/i18n';

export const IMAGE_RETRY_DELAY_MS = 1000;

/** Fetches an image as a blob, refusing a failed answer or one that is not an image (spec §8). */
export async function loadImageBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, { headers: { Accept: 'image/*' }, signal });
  if (!response.ok) throw new Error(`Failed to load image: ${response.status} ${response.statusText}`);
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('image/')) throw new Error(`Invalid content type: ${type}`);
  return response.blob();
}

type Stage =
  | { name: 'waiting' }
  | { name: 'loading' }
  | { name: 'loaded'; src: string }
  | { name: 'fallback' }
  | { name: 'error' };

export interface SaleImageProps {
  /** An image path or URL as the API gives it; resolved by the spec §5 rules. */
  path: string;
  alt: string;
  className?: string;
  /** Classes of the <img>; defaults to object-cover. */
  imgClassName?: string;
  /** Shown when even the fallback image fails; defaults to a broken-image icon. */
  fallbackIcon?: ReactNode;
  /** Wait until the image is near the viewport before fetching it (long lists). */
  lazy?: boolean;
}

/**
 * Spec §4 image loading: a pulsing placeholder while loading, one retry after 1 s, then one of the five
 * fallback images, then a placeholder icon.
 */
export function SaleImage({
  path,
  alt,
  className,
  imgClassName,
  fallbackIcon,
  lazy = false,
}: SaleImageProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(!lazy || typeof IntersectionObserver === 'undefined');
  const [stage, setStage] = useState<Stage>({ name: 'waiting' });
  // The `ui` catalogue loads with the shell: no screen waits for a photo's words.
  const t = useBootT('ui');
  const loadingText = t('image.loading');

  useEffect(() => {
    if (visible || !holder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const url = resolveImagePath(path);
    setStage({ name: 'loading' });

    const attempt = async (isRetry: boolean) => {
      try {
        const blob = await loadImageBlob(url, controller.signal);
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setStage({ name: 'loaded', src: objectUrl });
      } catch {
        if (controller.signal.aborted) return;
        if (isRetry) setStage({ name: 'fallback' });
        else retryTimer = setTimeout(() => void attempt(true), IMAGE_RETRY_DELAY_MS);
      }
    };
    void attempt(false);

    return () => {
      controller.abort();
      clearTimeout(retryTimer);
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path, visible]);

  const box = cn('relative overflow-hidden bg-neutral-100', className);
  const img = cn('size-full', imgClassName ?? 'object-cover');

  if (stage.name === 'loaded') {
    return (
      <div className={box}>
        <img src={stage.src} alt={alt} className={img} />
      </div>
    );
  }
  if (stage.name === 'fallback') {
    return (
      <div className={box}>
        <img
          src={fallbackImageFor(path)}
          alt={t('image.fallback', { alt })}
          className={img}
          onError={() => setStage({ name: 'error' })}
        />
      </div>
    );
  }
  if (stage.name === 'error') {
    return (
      <div className={cn(box, 'grid place-items-center text-neutral-500')} role="img" aria-label={alt}>
        {fallbackIcon ?? <ImageOff className="size-8" aria-hidden="true" />}
      </div>
    );
  }
  return (
    <div ref={holder} className={cn(box, 'animate-pulse bg-neutral-200')}>
      <span className="sr-only">{loadingText}</span>
    </div>
  );
}
