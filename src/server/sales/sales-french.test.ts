import { describe, expect, it } from 'vitest';
import { type ApiError, ApiErrorSchema } from '../../shared/schemas/common';
import { createPhotoWorld, photoForm } from '../photos/photos.fixtures';
import type { SignedInUser } from '../test-support/auth';
import { useWorld } from '../test-support/test-app';
import { engines } from '../test-support/test-database';
import { createSellerWorld } from './sales-write.fixtures';

/** What a French page's app sends with every API call (client/lib/page-locale.ts). */
const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9' };

describe.each(engines)("the seller's API answers in French (issue 24) on %s", (engine) => {
  const w = useWorld(() => createSellerWorld(engine));

  const inFrench = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    as?: SignedInUser,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    w.t.app.inject({
      method,
      url,
      headers: { ...FRENCH, ...(as ? { cookie: as.cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it.each([
    [
      'a short title (the sale form)',
      { title: 'ab' },
      'title',
      'Le titre doit compter au moins 3 caractères',
    ],
    [
      'a short address (the geocoder)',
      { address: 'abc' },
      'address',
      'L’adresse doit compter au moins 5 caractères',
    ],
    [
      'a schedule that is not JSON',
      { scheduleData: '[{' },
      'scheduleData',
      'L’horaire n’est pas du JSON valide',
    ],
    ['an unknown city (the service)', { city: 'Atlantis' }, 'city', 'Choisissez une ville dans la liste'],
  ])('refuses %s with its French message and stores nothing', async (_name, change, path, message) => {
    const before = await w.saleCount();
    const response = await inFrench('POST', '/api/garage-sales', w.owner, w.body(change));
    expect(response.statusCode, response.body).toBe(400);
    const error: ApiError = ApiErrorSchema.parse(response.json());
    expect(error.message).toBe(message);
    expect(error.issues).toContainEqual({ path, message });
    expect(await w.saleCount()).toBe(before);
  });

  it("answers the service's and the handler's own texts in French, and English to an English caller", async () => {
    const unknown = await inFrench('GET', '/api/garage-sales/2000000000');
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'Vente introuvable' }]);
    const guest = await inFrench('PUT', '/api/garage-sales/1', undefined, w.body());
    expect([guest.statusCode, guest.json()]).toEqual([
      401,
      { message: 'Veuillez vous connecter pour continuer' },
    ]);
    const english = await w.call('GET', '/api/garage-sales/2000000000');
    expect(english.json()).toEqual({ message: 'Sale not found' });
  });

  it("answers Fastify's own refusal of a broken JSON body in French", async () => {
    const response = await inFrench('POST', '/api/garage-sales', w.owner, '{"title":', {
      'content-type': 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'Le corps n’est pas du JSON valide alors que le type de contenu est «\u00a0application/json\u00a0»',
    });
  });

  it('answers a refused address lookup in French before asking any geocoder', async () => {
    const response = await inFrench('GET', '/api/geocode?address=4910&city=Stony%20Plain', w.owner);
    expect([response.statusCode, response.json().message]).toEqual([
      400,
      'L’adresse doit compter au moins 5 caractères',
    ]);
  });
});

describe.each(engines)('the photo upload answers in French (issue 24) on %s', (engine) => {
  const w = useWorld(() => createPhotoWorld(engine));

  it("names the refused file in French, the file's name as the seller wrote it", async () => {
    const saleId = await w.sale();
    const response = await w.t.app.inject({
      method: 'POST',
      url: `/api/garage-sales/${saleId}/photos`,
      headers: { ...FRENCH, cookie: w.owner.cookie },
      payload: photoForm([{ name: 'notes: été.txt', data: Buffer.from('not a photo at all, only words') }]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        '«\u00a0notes: été.txt\u00a0»\u00a0: Ce fichier n’est pas une image que nous pouvons utiliser (JPEG, PNG, WebP, HEIC ou AVIF)',
    });
    expect(await w.rows(saleId)).toEqual([]);
  });
});
