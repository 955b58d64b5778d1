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

const LoginPage = lazy(() => import('../features/login/login-page').then((m) => ({ default: m.LoginPage })));
const CreateSalePage = lazy(() =>
  import('../features/sale-wizard/create-sale-page').then((m) => ({ default: m.CreateSalePage })),
);
const EditSalePage = lazy(() =>
  import('../features/sale-wizard/edit-sale-page').then((m) => ({ default: m.EditSalePage })),
);
const MySalesPage = lazy(() =>
  import('../features/my-sales/my-sales-page').then((m) => ({ default: m.MySalesPage })),
);
const FavoritesPage = lazy(() =>
  import('../features/favorites/favorites-page').then((m) => ({ default: m.FavoritesPage })),
);

/**
 * The route table of spec §2, one screen per page of src/shared/routes.ts (the server answers 404 for
 * any other path, so a page is added there first). `satisfies` makes a page without a screen a type error.
 * The administrator slice adds its pages (/admin/*, /date-debug, /image-test); until then those fall
 * through to the 404 page.
 */
const screens = {
  explore: { component: ExplorePage },
  saleDetail: { component: SaleDetailPage },
  contact: { component: ContactPage },
  login: { component: LoginPage, bare: true },
  createSale: { component: CreateSalePage },
  editSale: { component: EditSalePage },
  mySales: { component: MySalesPage },
  favorites: { component: FavoritesPage },
} satisfies Record<keyof typeof PAGE_PATHS, Omit<AppRoute, 'path'>>;

export const routes: AppRoute[] = (Object.keys(PAGE_PATHS) as (keyof typeof PAGE_PATHS)[]).map((name) => ({
  ...screens[name],
  path: PAGE_PATHS[name],
}));
