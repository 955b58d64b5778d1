/*
 * The only modules of a server feature that another feature may import (docs/ARCHITECTURE.md), each
 * with why it is shared rather than a helper in lib/. A generic helper goes to lib/ instead of this
 * list; a new entry is a choice the review sees. Admin screens count as features of their own.
 */
export const FEATURE_DOORS: Record<string, string> = {
  'server/auth/auth-context':
    'who is asking: requireUser/requireAdmin, the check every route with a sign-in makes',
  'server/auth/sessions': 'the signed-in user (SessionUser) services receive, and ending sessions',
  'server/auth/account-locale': "an account's language, set by the locale route and read by account mail",
  'server/auth/cross-site-guard': 'the OpenAPI document describes the header this guard requires',
  'server/auth/account-links.service': 'admin users send a fresh reset link through the same token service',
  'server/auth/login-throttle': "clearing an owner's failed logins from admin users",
  'server/admin/admin-guard': 'the one guard every admin screen puts in front of its routes',
  'server/sales/sales.service': 'reading sales (one sale, a list) for the features built on them',
  'server/sales/sales.repo': "the sale columns and visibility other features' queries reuse",
  'server/sales/sales-viewer': "a signed-in viewer's marks (isMine, isFavorite) on sales",
  'server/sales/sales-cache': 'every change to a sale drops the shared list cache',
  'server/sales/sale-removal': "the one removal of a sale, the seller's and the moderator's",
  'server/sales/sale-snapshot': 'what changed in a sale, for change notices',
  'server/sales/change-events': "an event's rain date queues the change notices a seller's edit does",
  'server/sale-stats/sale-stats.service':
    "who is coming (issue 26): a new favourite counts a save; My Sales reads a sale's counters",
  'server/events/event-links': "a sale's community sale day and number, on My Sales",
  'server/mail/outbox': "queueMail() in the caller's transaction",
  'server/notifications/unsubscribe-tokens':
    "mail nobody asked for (an organizer's message) carries its own unsubscribe link",
  'server/mail/mail-layout': 'one layout for every message',
  'server/mail/site-links': "the site's name and address in mail, and links to its pages",
  'server/photo-store/photo-store': 'where photos are kept (uploads folder or S3)',
  'server/photo-store/photo-files': "a sale's photo files, removed with the sale or its owner",
  'server/photo-store/photo-urls': "a photo's public address",
  'server/photo-store/uploads.routes': 'the pages serve and check uploaded photos',
  'server/reference/reference.repo': 'cities, neighbourhoods and categories other pages list',
  'server/reference/category-names': 'the pages the server draws name categories in the reader’s language',
  'server/site/site.service': 'the public configuration and the maps key in effect',
  'server/site/maps-key.repo': 'the saved maps key, written by admin settings, read by the site',
  'server/site/terms.service': 'the terms admin settings edits',
  'server/web/public-origin': 'the origin absolute links may name: pages, and the QR codes of printed files',
  'server/web/page-language': 'where an English address sends a French reader, for pages and printed files',
  'server/i18n/request-locale': "the request's language, for the pages the server draws",
};
