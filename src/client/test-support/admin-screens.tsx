import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { dismiss } from '../lib/use-toast';
import { fakeApi, signedIn } from './accounts';
import { renderWithProviders } from './render';

export { failureToastSays } from './render';

/** What every admin screen test does after each case: unmount, drop the toasts and the fetch stub. */
export function resetAfterEach() {
  afterEach(() => {
    cleanup();
    dismiss();
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });
}

/** The page's address becomes the French one of `path` (the app's language is its address's). */
export const inFrench = (path: string) => window.history.replaceState(null, '', `/fr${path}`);

/** Intl writes no-break spaces where French wants them; compare with plain ones. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** Renders an admin screen at its path, under the app's providers and a router of its own. */
export function renderAdminScreen(path: string, screenUi: ReactNode) {
  const memory = memoryLocation({ path });
  return renderWithProviders(<Router hook={memory.hook}>{screenUi}</Router>);
}

/** The table row whose cell is named `name` (the row's first cell: a city, category or email). */
export const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

/** Types into the field labelled `label`, as react-hook-form sees a change. */
export const typeInto = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The texts tied to a field (aria-describedby), as a screen reader reads them: hint and message. */
export function describedTexts(label: string): string[] {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
}

/** Clicks the button named `button` and waits for the dialog named `dialog` that it opens. */
export async function openDialog(button: string, dialog: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}

/** Clicks the open dialog's Save. */
export const clickSave = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

/** Waits until no dialog is open (a save that succeeded closes its dialog). */
export const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** Clicks the row's Delete button and waits for the confirmation titled `title`. */
export async function askToDelete(name: string, title: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: `Delete ${name}` }));
  return screen.findByRole('alertdialog', { name: title });
}

/** Confirms a delete in its confirmation. */
export const confirmDelete = (confirm: HTMLElement) =>
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

/**
 * Spec §6: a signed-in user who is not an administrator gets 'Access Denied', and the screen never asks
 * for its list at `path` (which `answer` would answer).
 */
export async function expectAccessDenied(
  path: string,
  answer: Response,
  renderScreen: () => Promise<unknown>,
) {
  const api = fakeApi({ ...signedIn(), [`GET ${path}`]: answer });
  await renderScreen();
  expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
  expect(api.sent('GET', path)).toHaveLength(0);
}
