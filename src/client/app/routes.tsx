import { type ComponentType, lazy } from 'react';
import { PAGE_PATHS, type PagePath } from '../../shared/routes';
import { ExplorePage } from '../features/explore/explore-page';

export interface AppRoute {
  /** A wouter pattern from the shared page list, e.g. '/garage-sales/:id'. */
  path: PagePath;
  component: ComponentType;
  /** Screens shown without the navigation bar (spec §2: the login screen). */
  bare?: boolean;
}

const SaleDetailPage = lazy(() =>
  import('../features/sale-detail/sale-detail-page').then((m) => ({ default: m.SaleDetailPage })),
);
const ContactPage = lazy(() =>
  import('../features/contact/contact-page').then((m) => ({ default: m.ContactPage })),
);

/**
 * The route table of spec §2, one screen per page of src/shared/routes.ts (the server answers 404 for
 * any other path, so a page is added there first). `satisfies` makes a page without a screen a type error.
 * The seller and administrator slices add their pages (/login, /create-sale, /my-sales, /admin/*, ...);
 * until then those fall through to the 404 page.
 */
const screens = {
  explore: { component: ExplorePage },
  saleDetail: { component: SaleDetailPage },
  contact: { component: ContactPage },
} satisfies Record<keyof typeof PAGE_PATHS, Omit<AppRoute, 'path'>>;

export const routes: AppRoute[] = (Object.keys(PAGE_PATHS) as (keyof typeof PAGE_PATHS)[]).map((name) => ({
  ...screens[name],
  path: PAGE_PATHS[name],
}));
