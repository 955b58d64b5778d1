import * as z from 'zod/mini';
import {
  type CopyPhotos,
  DRAFT_LIFETIME_DAYS,
  MyDraftAnswerSchema,
  type SaleDraftWrite,
  SaleDraftWriteSchema,
} from '../../../../shared/schemas/sale-drafts';
import { SaleItemWriteSchema } from '../../../../shared/schemas/sale-items';
import { apiRequest, getJson } from '../../../lib/api';
import type { StartItem } from '../items/use-item-drafts';
import type { WizardStep } from '../wizard-progress';
import { emptyWizardValues, type WizardValues } from '../wizard-values';

/** A draft as the wizard resumes it: the server's or this browser's, whichever was saved last. */
export interface StoredDraft extends SaleDraftWrite {
  updatedAt: string;
}

export const MY_DRAFT_PATH = '/api/my-draft';
const DAY_MS = 24 * 60 * 60 * 1000;

/** One key per account (and one for a guest): another account on this device never sees the draft. */
const keyOf = (userId: number | null) => `gsf:sale-draft:${userId ?? 'guest'}`;

const LocalDraftSchema = z.extend(SaleDraftWriteSchema, { updatedAt: z.string() });

/** This browser's draft, unless it is unreadable or older than the server keeps one (then it goes). */
export function readLocalDraft(userId: number | null): StoredDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(userId));
    if (raw === null) return null;
    const draft = LocalDraftSchema.safeParse(JSON.parse(raw));
    const fresh =
      draft.success && Date.now() - Date.parse(draft.data.updatedAt) < DRAFT_LIFETIME_DAYS * DAY_MS;
    if (draft.success && fresh) return draft.data;
  } catch {
    return null;
  }
  removeLocalDraft(userId);
  return null;
}

export function writeLocalDraft(userId: number | null, draft: SaleDraftWrite): void {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify({ ...draft, updatedAt: new Date().toISOString() }));
  } catch {
    // A full or disabled storage: the server's copy (when signed in) is what remains.
  }
}

export function removeLocalDraft(userId: number | null): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing to remove where storage is disabled.
  }
}

export async function fetchServerDraft(): Promise<StoredDraft | null> {
  const { draft } = await getJson(MY_DRAFT_PATH, { schema: MyDraftAnswerSchema });
  return (
    draft && {
      values: draft.values,
      step: draft.step,
      copyPhotos: draft.copyPhotos,
      updatedAt: draft.updatedAt,
    }
  );
}

export async function saveServerDraft(draft: SaleDraftWrite): Promise<void> {
  await apiRequest('PUT', MY_DRAFT_PATH, draft);
}

export async function deleteServerDraft(): Promise<void> {
  await apiRequest('DELETE', MY_DRAFT_PATH);
}

/** The draft saved last of the two. */
export function newerDraft(a: StoredDraft | null, b: StoredDraft | null): StoredDraft | null {
  if (!a || !b) return a ?? b;
  return Date.parse(a.updatedAt) >= Date.parse(b.updatedAt) ? a : b;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A draft's values as the wizard's: the known fields when they have their type (else empty), and every
 * other field as it was saved (fields other screens add, such as items, ride along).
 */
/** A draft's items (issue 26), those that still read as items; none when the draft has none. */
export function draftItems(values: Record<string, unknown>): StartItem[] {
  const parsed = z.safeParse(z.array(SaleItemWriteSchema), values.items);
  return parsed.success
    ? parsed.data.map(({ id: _id, ...item }) => ({ ...item, photoId: null, sold: false }))
    : [];
}

export function draftToWizardValues(values: Record<string, unknown>): WizardValues {
  const empty = emptyWizardValues();
  const {
    title,
    description,
    categoryIds,
    address,
    city,
    neighborhood,
    position,
    dateRange,
    schedule,
    items: _items,
    newPhotos: _newPhotos,
    ...rest
  } = values;
  const pos = position as WizardValues['position'];
  const range = dateRange as WizardValues['dateRange'];
  return {
    ...rest,
    title: isText(title) ? title : empty.title,
    description: isText(description) ? description : empty.description,
    categoryIds: Array.isArray(categoryIds) ? categoryIds.filter(Number.isInteger) : [],
    address: isText(address) ? address : empty.address,
    city: isText(city) ? city : empty.city,
    neighborhood: isText(neighborhood) ? neighborhood : empty.neighborhood,
    position: pos && typeof pos.lat === 'number' && typeof pos.lng === 'number' ? pos : undefined,
    dateRange: range && isText(range.from) && isText(range.to) ? range : undefined,
    schedule: Array.isArray(schedule) ? (schedule as WizardValues['schedule']) : [],
  };
}

export const stepOf = (step: number): WizardStep =>
  (step >= 1 && step <= 5 ? Math.trunc(step) : 1) as WizardStep;

export type { CopyPhotos };
