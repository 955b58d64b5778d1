import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** Spec §4: a deleted photo animates out over 300 ms before it leaves the list. */
export const REMOVAL_ANIMATION_MS = 300;

/** People who ask for less motion get no fade, so there is nothing to wait for either. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export interface RemovalAnimation {
  /** Marks `key` as leaving and calls `done` once the animation has run. */
  start(key: string, done: () => void): void;
  isLeaving(key: string): boolean;
}

export function useRemovalAnimation(): RemovalAnimation {
  const [leaving, setLeaving] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const start = useCallback((key: string, done: () => void) => {
    if (timers.current.has(key)) return;
    if (prefersReducedMotion()) return done();
    setLeaving((current) => new Set(current).add(key));
    timers.current.set(
      key,
      setTimeout(() => {
        timers.current.delete(key);
        done();
        setLeaving((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
      }, REMOVAL_ANIMATION_MS),
    );
  }, []);

  const isLeaving = useCallback((key: string) => leaving.has(key), [leaving]);
  return useMemo(() => ({ start, isLeaving }), [start, isLeaving]);
}
