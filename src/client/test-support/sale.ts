import type { Photo, Sale } from '../../shared/schemas/sale';
import { type CountedMySale, NO_COUNTS, type SaleStats } from '../../shared/schemas/sale-stats';

/** A valid sale as GET /api/garage-sales answers it, for client tests; `overrides` changes any field. */
export function makeSale(overrides: Partial<Sale> = {}): Sale {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Sale ${id}`,
    description: 'Books and toys',
    address: '12 Oak Street',
    city: 'Spruce Grove',
    neighborhood: 'Deer Park',
    position: { lat: 53.54, lng: -113.91 },
    startDate: '2026-06-12',
    endDate: '2026-06-13',
    startTime: '08:00',
    endTime: '16:00',
    schedule: [
      { date: '2026-06-12', startTime: '08:00', endTime: '16:00' },
      { date: '2026-06-13', startTime: '08:00', endTime: '16:00' },
    ],
    dateRange: { from: '2026-06-12', to: '2026-06-13' },
    categories: [],
    categoryIds: [],
    featuredPhoto: null,
    featuredThumbnail: null,
    userId: 1,
    isActive: true,
    isCompleted: false,
    // Long before testConfig's today (2026-06-10): no "New" badge unless a test asks for one.
    postedAt: '2026-05-01T12:00Z',
    ...overrides,
  };
}

/** A sale's counters when nobody has counted yet: My Sales and the admin list carry them on every sale. */
export const noStats: SaleStats = { week: NO_COUNTS, all: NO_COUNTS };

/**
 * A sale as GET /api/my-sales answers it, for client tests: in no community sale day and counted by
 * nobody unless `overrides` says otherwise (any other field as makeSale takes it).
 */
export function makeMySale(overrides: Partial<CountedMySale> = {}): CountedMySale {
  const { event = null, stats = noStats, ...sale } = overrides;
  return { ...makeSale(sale), event, stats };
}

/** A saved photo as the photo calls answer it, for client tests (sortOrder defaults to the id). */
export const makePhoto = (id: number, isFeatured = false, sortOrder = id): Photo => ({
  id,
  url: `/uploads/${id}.webp`,
  thumbnailUrl: null,
  caption: null,
  isFeatured,
  sortOrder,
});

/** A small file a browser would offer as an image (its bytes do not matter to the code under test). */
export const imageFile = (name: string, type = 'image/jpeg') =>
  new File([new Uint8Array([1, 2, 3])], name, { type });
