import { useSyncExternalStore } from 'react';

/** Spec §4/§9: one toast at a time, dismissed after 2000 ms and removed 2000 ms after that. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 2000;
export const TOAST_REMOVE_DELAY_MS = 2000;

export type ToastVariant = 'default' | 'destructive' | 'warning';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it dismisses itself; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

/** Pure transitions of the toast list, kept apart from timers so they can be tested alone. */
export function addToast(toasts: ToastItem[], item: ToastItem, limit = TOAST_LIMIT): ToastItem[] {
  return [item, ...toasts].slice(0, limit);
}

export function dismissToasts(toasts: ToastItem[], id?: string): ToastItem[] {
  return toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
}

export function removeToast(toasts: ToastItem[], id: string): ToastItem[] {
  return toasts.filter((t) => t.id !== id);
}

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastItem[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(removeToast(toasts, id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismiss(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setToasts(dismissToasts(toasts, id));
}

/** Shows a toast from anywhere (a component, a query callback); a new one replaces the one on screen. */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  setToasts(addToast(toasts, { ...input, id, open: true }));
  return { id, dismiss: () => dismiss(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => toasts;

/** The toasts as the Toaster would render them now (for tests and non-React callers). */
export function currentToasts(): readonly ToastItem[] {
  return toasts;
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss };
}
