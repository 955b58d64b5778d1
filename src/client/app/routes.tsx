import { type ComponentType, lazy } from 'react';
import { ExplorePage } from '../features/explore/explore-page';

export interface AppRoute {
  /** A wouter pattern, e.g. '/garage-sales/:id'. */
  path: string;
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
 * The route table of spec §2, one line per screen. The screens of the seller and administrator slices
 * (/login, /create-sale, /edit-sale/:id, /my-sales, /favorites, /admin/*, /date-debug, /image-test) are
 * added here by those slices; until then they fall through to the 404 page.
 */
export const routes: AppRoute[] = [
  { path: '/', component: ExplorePage },
  { path: '/garage-sales/:id', component: SaleDetailPage },
  { path: '/contact', component: ContactPage },
];
