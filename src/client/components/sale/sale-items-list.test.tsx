// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { SaleItem } from '../../../shared/schemas/sale-items';
import { renderWithProviders, stubApi } from '../../test-support/render';
import { SaleItemsList } from './sale-items-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (id: number, name: string, photoId: number | null): SaleItem => ({
  id,
  name,
  priceCents: null,
  priceNote: null,
  photoId,
  sold: false,
});

it("shows an item's photo as the sale photo's thumbnail beside its name, and none for an item without one", async () => {
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
  const fetchMock = stubApi((url) =>
    url.pathname.startsWith('/uploads/')
      ? new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
      : undefined,
  );
  const photos = [
    {
      id: 7,
      url: '/uploads/7.webp',
      thumbnailUrl: '/uploads/7-thumb.webp',
      caption: null,
      isFeatured: true,
      sortOrder: 0,
    },
    { id: 8, url: '/uploads/8.jpg', thumbnailUrl: null, caption: null, isFeatured: false, sortOrder: 1 },
  ];
  await renderWithProviders(
    <SaleItemsList
      items={[item(1, 'Baby crib', 7), item(2, 'Lamp', null), item(3, 'Old chair', 8)]}
      photos={photos}
      headingId="items"
      Heading="h2"
      headingClass=""
    />,
  );
  const list = screen.getByRole('list');
  const crib = await within(list).findByRole('img', { name: 'Baby crib' });
  expect(crib.getAttribute('src')).toBe('blob:thumb');
  expect(await within(list).findByRole('img', { name: 'Old chair' })).toBeTruthy();
  expect(within(list).getAllByRole('img')).toHaveLength(2);
  const asked = fetchMock.mock.calls.map(([input]) => String(input));
  // The thumbnail variant when there is one, the photo itself for an older photo without one.
  expect(asked).toContain('/uploads/7-thumb.webp');
  expect(asked).not.toContain('/uploads/7.webp');
  expect(asked).toContain('/uploads/8.jpg');
});
