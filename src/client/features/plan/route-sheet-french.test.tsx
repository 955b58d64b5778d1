// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sale } from '../../../shared/schemas/sale';
import { json, renderWithProviders, stubApi } from '../../test-support/render';
import { makeSale } from '../../test-support/sale';
import type { LastPlan } from './last-plan';
import { MY_LOCATION_LABEL } from './plan-form';
import { RouteResult } from './route-result';

const early = makeSale({ id: 1, title: 'Vente du matin' });
// Opens at 10:00 and runs to midnight on the plan's day.
const late = makeSale({
  id: 2,
  title: 'Vente du soir',
  schedule: [{ date: '2026-06-12', startTime: '10:00', endTime: '00:00' }],
});
const gone = 3;

const route: LastPlan = {
  request: {
    start: { lat: 53.5, lng: -113.9 },
    stops: [{ saleId: 1 }, { saleId: 2 }, { saleId: gone }],
    startDate: '2026-06-12',
    startTime: '08:00',
    stayMinutes: 20,
  },
  answer: {
    stops: [
      { saleId: 1, arrival: '08:10', departure: '08:30', wait: 0 },
      { saleId: 2, arrival: '08:45', departure: '10:20', wait: 75 },
    ],
    unreachable: [{ saleId: gone, reason: 'not listed any more' }],
    totalDriveMinutes: 65,
    source: 'straight-line',
  },
  startLabel: MY_LOCATION_LABEL,
  sales: [early, late],
  plannedAt: '2026-06-11T20:00:00.000Z',
};

const sales = new Map<number, Sale>([
  [1, early],
  [2, late],
]);

beforeEach(() => {
  stubApi((url) => (url.pathname === '/api/google-maps-key' ? json({ apiKey: null }) : undefined));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function renderSheet(path: string) {
  window.history.replaceState(null, '', path);
  await renderWithProviders(
    <RouteResult
      route={route}
      sales={sales}
      shareUrl="https://sales.example/plan?stops=1,2"
      stopsHeading="—"
    />,
  );
  return screen.findByTestId('route-result');
}

describe('the route sheet (issue 24)', () => {
  it('is in French on a French page: dates, times, hours, waits and the names of its parts', async () => {
    const sheet = await renderSheet('/fr/plan');
    expect(within(sheet).getByRole('heading', { level: 2 }).textContent).toBe(
      'Votre trajet du vendredi 12 juin 2026',
    );
    expect(sheet.textContent).toContain('Départ de votre position à 8 h 00, 20 min à chaque arrêt.');
    expect(screen.getByTestId('route-total').textContent).toBe('1 h 05 min de route.');
    expect(sheet.textContent).toContain('Temps de route estimés à vol d’oiseau.');
    const times = screen.getAllByTestId('stop-times').map((line) => line.textContent);
    expect(times).toEqual(['Arrivée 8 h 10, départ 8 h 30', 'Arrivée 8 h 45, départ 10 h 20']);
    expect(sheet.textContent).toContain(
      'Arrivée 8 h 45, départ 10 h 20 · attente de 1 h 15 min avant l’ouverture',
    );
    expect(sheet.textContent).toContain('Heures ce jour-là\u00a0: 8 h 00 – 16 h 00');
    expect(sheet.textContent).toContain('Heures ce jour-là\u00a0: 10 h 00 – minuit');
    expect(screen.getByRole('list', { name: 'Arrêts dans l’ordre' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Impossible d’y arriver pendant les heures d’ouverture' }));
    expect(within(screen.getByTestId('route-unreachable')).getByText('Annonce 3')).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'Carte du trajet\u00a0: le départ (D) et les arrêts 1 à 2 dans l’ordre',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Imprimer la feuille de route/ })).toBeTruthy();
    expect(sheet.textContent).not.toMatch(/Arrive|Hours that day|Driving times|Your route/);
  });

  it('keeps its English words on an English page', async () => {
    const sheet = await renderSheet('/plan');
    expect(within(sheet).getByRole('heading', { level: 2 }).textContent).toBe(
      'Your route for Friday, June 12, 2026',
    );
    expect(sheet.textContent).toContain('From your location at 8:00 AM, 20 min at each sale.');
    expect(screen.getAllByTestId('stop-times').map((line) => line.textContent)).toEqual([
      'Arrive 8:10 AM, leave 8:30 AM',
      'Arrive 8:45 AM, leave 10:20 AM',
    ]);
    expect(sheet.textContent).toContain('Arrive 8:45 AM, leave 10:20 AM · wait 1 h 15 min for it to open');
    expect(sheet.textContent).toContain('Hours that day: 10:00 AM – midnight');
    expect(
      screen.getByRole('img', { name: 'Map of the route: the start (S) and stops 1 to 2 in order' }),
    ).toBeTruthy();
  });
});
