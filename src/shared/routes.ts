/**
 * The pages of the client's router (spec §2 route table), one list for both sides: the client maps each
 * to a screen (src/client/app/routes.tsx) and the server answers 200 for them and 404 for any other page
 * (src/server/web/web.routes.ts).
 */
export const PAGE_PATHS = {
  explore: '/',
  saleDetail: '/garage-sales/:id',
  /** A city's sales this week: Explore with the city chosen, its first screen drawn by the server. */
  cityPage: '/garage-sales/in/:slug',
  contact: '/contact',
  /** The terms and conditions the register form asks to agree to; their text is edited in Settings. */
  terms: '/terms',
  login: '/login',
  /** Issue 12: mailed links and the page that asks for one. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** Issue 21: the mailed sign-in link of a new browser while its account is under attack. */
  signIn: '/sign-in',
  createSale: '/create-sale',
  editSale: '/edit-sale/:id',
  mySales: '/my-sales',
  favorites: '/favorites',
  notificationSettings: '/account/notifications',
  savedSearches: '/account/saved-searches',
  /** A mail's one-click unsubscribe link: asks before it changes anything (mail scanners open links). */
  unsubscribe: '/unsubscribe/:token',
  /** The Saturday planner (issue 11); a shared plan is its query string. */
  plan: '/plan',
  /** Issue 25: a community sale day's page, its first screen drawn by the server. */
  eventPage: '/events/:slug',
  adminSales: '/admin/sales',
  adminCities: '/admin/cities',
  adminUsers: '/admin/users',
  adminCategories: '/admin/categories',
  adminNeighborhoods: '/admin/neighborhoods',
  adminSettings: '/admin/settings',
  adminReports: '/admin/reports',
  adminOutbox: '/admin/outbox',
  /** Issue 25: the community sale days (administrators, and organizers for their own events). */
  adminEvents: '/admin/events',
  adminEvent: '/admin/events/:slug',
  dateDebug: '/date-debug',
  imageTest: '/image-test',
} as const;

export type PagePath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];
export const ALL_PAGE_PATHS: readonly PagePath[] = Object.values(PAGE_PATHS);
