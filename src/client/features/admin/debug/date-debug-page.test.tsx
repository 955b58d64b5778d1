// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../../../lib/use-toast';
import { fakeApi, signedIn, testAdmin } from '../../../test-support/accounts';
import { failureToastSays, inFrench, resetAfterEach } from '../../../test-support/admin-screens';
import { json, renderWithProviders } from '../../../test-support/render';
import { DateDebugPage } from './date-debug-page';

const PATH = '/api/debug/update-sale-dates';

resetAfterEach();

async function fill(values: { id?: string; start?: string; end?: string }) {
  fireEvent.change(await screen.findByLabelText('Sale ID'), { target: { value: values.id ?? '' } });
  fireEvent.change(screen.getByLabelText('Start date'), { target: { value: values.start ?? '' } });
  fireEvent.change(screen.getByLabelText('End date'), { target: { value: values.end ?? '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update dates' }));
}

describe('DateDebugPage', () => {
  it('speaks French on a French page: its fields, its toast and the schema’s messages', async () => {
    inFrench('/date-debug');
    const api = fakeApi(signedIn(testAdmin));
    await renderWithProviders(<DateDebugPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Outil de débogage des dates' }),
    ).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Identifiant de la vente'), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText('Date de début'), { target: { value: '2026-06-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour les dates' }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Renseignements manquants',
        description: 'Entrez un identifiant de vente et les deux dates.',
      }),
    );
    fireEvent.change(screen.getByLabelText('Identifiant de la vente'), { target: { value: '1.5' } });
    fireEvent.change(screen.getByLabelText('Date de fin'), { target: { value: '2026-06-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour les dates' }));
    expect(await screen.findByText('L’identifiant de la vente doit être un nombre entier')).toBeTruthy();
    expect(api.sent('POST', PATH)).toHaveLength(0);
  });

  it("says 'Missing Information' and sends nothing when a field is empty", async () => {
    const api = fakeApi(signedIn(testAdmin));
    await renderWithProviders(<DateDebugPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Date debug tool' })).toBeTruthy();
    expect((screen.getByLabelText('Start date') as HTMLInputElement).type).toBe('date');
    expect((screen.getByLabelText('End date') as HTMLInputElement).type).toBe('date');
    await fill({ id: '7', start: '2026-06-01' });
    expect(currentToasts()[0]).toMatchObject({
      title: 'Missing Information',
      description: 'Enter a sale id and both dates.',
      variant: 'destructive',
    });
    await fill({ start: '2026-06-01', end: '2026-06-02' });
    expect(currentToasts()[0]?.title).toBe('Missing Information');
    expect(api.sent('POST', PATH)).toHaveLength(0);
  });

  it('refuses an end date before the start date under the field', async () => {
    const api = fakeApi(signedIn(testAdmin));
    await renderWithProviders(<DateDebugPage />);
    await fill({ id: '7', start: '2026-06-05', end: '2026-06-01' });
    expect(await screen.findByText('End date must be after or equal to start date')).toBeTruthy();
    expect(api.sent('POST', PATH)).toHaveLength(0);
  });

  it("posts the sale id as a number with both dates and says 'Dates updated'", async () => {
    const api = fakeApi({
      ...signedIn(testAdmin),
      [`POST ${PATH}`]: () => json({ message: 'Sale dates updated' }),
    });
    const { client } = await renderWithProviders(<DateDebugPage />);
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await fill({ id: '7', start: '2026-05-01', end: '2026-05-03' });
    await waitFor(() => expect(currentToasts()[0]?.title).toBe('Dates updated'));
    expect(api.sent('POST', PATH).map((c) => c.body)).toEqual([
      { saleId: 7, startDate: '2026-05-01', endDate: '2026-05-03' },
    ]);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        '/api/garage-sales',
        '/api/my-sales',
        '/api/garage-sales/7',
        '/api/admin/sales',
      ]),
    );
  });

  it('shows the server message when the update fails', async () => {
    fakeApi({ ...signedIn(testAdmin), [`POST ${PATH}`]: () => json({ message: 'Sale not found' }, 404) });
    await renderWithProviders(<DateDebugPage />);
    await fill({ id: '999', start: '2026-05-01', end: '2026-05-01' });
    await failureToastSays('Sale not found');
  });

  it("falls back to 'Failed to update dates'", async () => {
    fakeApi({ ...signedIn(testAdmin), [`POST ${PATH}`]: () => json({ message: 'boom' }, 500) });
    await renderWithProviders(<DateDebugPage />);
    await fill({ id: '3', start: '2026-05-01', end: '2026-05-01' });
    await waitFor(() => expect(currentToasts()[0]?.description).toBe('Failed to update dates'));
  });

  it("shows 'Access Denied' to a user who is not an administrator", async () => {
    fakeApi(signedIn());
    await renderWithProviders(<DateDebugPage />);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByLabelText('Sale ID')).toBeNull();
  });
});
