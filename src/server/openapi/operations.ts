/**
 * Each API operation's operationId (the name a generated client gives its function) and summary (its line in
 * /api/docs), by `METHOD /path` as the document writes it. One list, so the names follow one pattern: a verb
 * (list, get, create, update, delete, or the action itself) and the thing. An operation missing here still
 * gets a generated id and no summary, which openapi.test.ts reports.
 */
export const OPERATIONS: Record<string, readonly [operationId: string, summary: string]> = {
  'GET /api/config': ['getSiteConfig', "The site's settings for the client (name, map, time zone)"],
  'GET /api/google-maps-key': ['getGoogleMapsKey', 'The Google Maps key in effect, if any'],
  'GET /api/terms': ['getTerms', 'The terms and conditions the register form links to'],
  'PUT /api/locale': ['chooseLocale', "Remember the reader's language (cookie, and the account's mail)"],

  'POST /api/auth/register': ['register', 'Create an account and sign in'],
  'POST /api/auth/login': ['logIn', 'Sign in'],
  'POST /api/auth/logout': ['logOut', 'Sign out'],
  'GET /api/auth/me': ['getCurrentUser', 'The signed-in user, or null'],
  'GET /api/auth/is-admin': ['getIsAdmin', 'Whether the signed-in user is an administrator'],
  'POST /api/auth/forgot-password': ['requestPasswordReset', 'Mail a link to choose a new password'],
  'POST /api/auth/reset-password': ['resetPassword', 'Choose a new password with a mailed link'],
  'POST /api/auth/sign-in-link': ['signInWithLink', 'Sign in with a mailed one-time sign-in link'],
  'POST /api/auth/reset-password/check': [
    'checkPasswordResetLink',
    'Whether a mailed reset link still works',
  ],
  'POST /api/auth/verify-email': ['verifyEmail', 'Confirm an email address with a mailed link'],
  'POST /api/auth/verify-email/resend': ['resendVerificationEmail', 'Mail the confirmation link again'],

  'GET /api/categories': ['listCategories', 'The categories of sales'],
  'GET /api/cities': ['listCityNames', "The active cities' names"],
  'GET /api/cities/details': ['listCities', 'The active cities with their details'],
  'GET /api/neighborhoods': ['listNeighborhoods', "A city's neighborhoods"],

  'GET /api/garage-sales': ['listSales', 'The sales list, filtered'],
  'POST /api/garage-sales': ['createSale', 'Post a new sale'],
  'GET /api/garage-sales/{id}': ['getSale', "A sale's details"],
  'PUT /api/garage-sales/{id}': ['updateSale', 'Change a sale'],
  'DELETE /api/garage-sales/{id}': ['deleteSale', 'Delete a sale'],
  'POST /api/garage-sales/{id}/complete': ['completeSale', 'Mark a sale as completed'],
  'PATCH /api/garage-sales/{id}/items/{itemId}': [
    'markSaleItemSold',
    "Tick one of a sale's items sold, or not",
  ],
  'GET /api/garage-sales/{id}/calendar.ics': ['getSaleCalendar', "A sale's days as an iCalendar file"],
  'POST /api/plan/calendar.ics': ['getPlanCalendar', "A planned route's stops as an iCalendar file"],
  'GET /api/my-sales': ['listMySales', "The signed-in seller's own sales, with their counters"],
  'GET /api/garage-sales/{id}/savers': [
    'getSaleSavers',
    'How many people saved a sale (null below 5; the same for everyone)',
  ],
  'POST /api/garage-sales/{id}/views': ['countSaleView', 'Count a shopper opening a sale (once a day)'],
  'POST /api/garage-sales/{id}/plans': ['countSalePlan', 'Count a sale added to a plan (once a day)'],
  'POST /api/garage-sales/{id}/calendars': [
    'countSaleCalendar',
    'Count a sale added to a calendar (once a day)',
  ],

  'GET /api/garage-sales/{id}/photos': ['listSalePhotos', "A sale's photos"],
  'POST /api/garage-sales/{id}/photos': ['uploadSalePhotos', 'Add photos to a sale'],
  'DELETE /api/photos/{id}': ['deletePhoto', 'Delete a photo'],
  'PUT /api/photos/{id}/featured': ['featurePhoto', "Make a photo the sale's featured one"],

  'GET /api/favorites': ['listFavorites', "The signed-in user's favourite sales"],
  'GET /api/favorites/ids': ['listFavoriteIds', "The ids of the signed-in user's favourite sales"],
  'POST /api/favorites/{id}': ['addFavorite', 'Add a sale to the favourites'],
  'DELETE /api/favorites/{id}': ['removeFavorite', 'Remove a sale from the favourites'],

  'POST /api/garage-sales/{id}/reports': ['reportSale', 'Report a sale to the moderators'],

  'GET /api/events': ['listEvents', 'This and coming community sale days'],
  'GET /api/events/{slug}': ['getEvent', 'A community sale day and its numbered sales'],
  'GET /api/events/joinable': [
    'listJoinableEvents',
    'The events open for registration (that a sale may join)',
  ],
  'POST /api/events/{slug}/sales': ['joinEvent', "Register one of the seller's own sales for an event"],
  'DELETE /api/events/{slug}/sales/{saleId}': ['leaveEvent', 'Take a sale out of an event before it starts'],
  'PATCH /api/events/{slug}/sales/{saleId}': [
    'setFollowsEventDates',
    "Whether a sale moves with the event's rain date",
  ],
  'GET /api/admin/events': ['listManagedEvents', 'The events the administrator or organizer manages'],
  'POST /api/admin/events': ['createEvent', 'Create a community sale day (administrators)'],
  'PATCH /api/admin/events/{slug}': ['updateEvent', 'Change an event (administrators and its organizers)'],
  'DELETE /api/admin/events/{slug}': ['deleteEvent', 'Delete an event (administrators)'],
  'GET /api/admin/events/{slug}/dashboard': [
    'getEventDashboard',
    "An event's registrations, organizers and log",
  ],
  'POST /api/admin/events/{slug}/organizers': [
    'addEventOrganizer',
    'Make an account an organizer of an event',
  ],
  'DELETE /api/admin/events/{slug}/organizers/{userId}': ['removeEventOrganizer', 'Remove an organizer'],
  'POST /api/admin/events/{slug}/numbers': ['numberEventSales', "Number the event's sales in route order"],
  'POST /api/admin/events/{slug}/move': ['moveEvent', 'Move the event and its sales to a rain date'],
  'GET /api/admin/events/{slug}/participants.csv': [
    'getEventParticipants',
    "The event's participants as CSV",
  ],
  'POST /api/admin/events/{slug}/messages': ['messageEventSellers', 'Mail every registered seller once'],
  'GET /api/events/{slug}/sales/{saleId}/sign.pdf': [
    'getEventSaleSign',
    "A sale's yard sign (PDF): its number, the event and a QR code to its page",
  ],

  'GET /api/account/notifications': ['getNotificationSettings', "The signed-in user's mail choices"],
  'PUT /api/account/notifications': ['updateNotificationSettings', 'Change the mail choices'],
  'GET /api/unsubscribe/{token}': ['getUnsubscribeLink', 'What an unsubscribe link stops'],
  'POST /api/unsubscribe/{token}': ['unsubscribe', 'Stop the mail an unsubscribe link names (one click)'],
  'GET /api/saved-searches': ['listSavedSearches', "The signed-in user's saved searches"],
  'POST /api/saved-searches': ['createSavedSearch', 'Save a search'],
  'PATCH /api/saved-searches/{id}': ['updateSavedSearch', 'Rename a saved search or change its daily email'],
  'DELETE /api/saved-searches/{id}': ['deleteSavedSearch', 'Delete a saved search'],

  'GET /api/geocode': ['geocodeAddress', "A sale address's position on the map"],
  'GET /api/places': ['findPlace', "A shopper's starting address's position"],

  'POST /api/plan/route': ['planRoute', 'Plan the order and times of a route through sales'],
  'GET /api/plan': ['getPlan', "The signed-in shopper's planned sales"],
  'PUT /api/plan': ['replacePlan', "Replace the signed-in shopper's planned sales"],
  'GET /api/my-draft': ['getMyDraft', "The signed-in seller's draft of a new sale, or null"],
  'PUT /api/my-draft': ['saveMyDraft', "Save the signed-in seller's draft of a new sale (kept 30 days)"],
  'DELETE /api/my-draft': ['deleteMyDraft', "Discard the signed-in seller's draft"],
  'POST /api/garage-sales/{id}/photos/copy': [
    'copySalePhotos',
    "Copy an earlier sale's photos to this sale (Post again): new files, not shared",
  ],

  'GET /api/admin/cities': ['adminListCities', 'All cities, active or not'],
  'POST /api/admin/cities': ['adminCreateCity', 'Add a city'],
  'PATCH /api/admin/cities/{id}': ['adminUpdateCity', 'Change a city'],
  'DELETE /api/admin/cities/{id}': ['adminDeleteCity', 'Delete a city no sale uses'],
  'GET /api/admin/categories': ['adminListCategories', 'All categories'],
  'POST /api/admin/categories': ['adminCreateCategory', 'Add a category'],
  'PUT /api/admin/categories/{id}': ['adminUpdateCategory', 'Change a category'],
  'DELETE /api/admin/categories/{id}': ['adminDeleteCategory', 'Delete a category no sale uses'],
  'GET /api/admin/neighborhoods': ['adminListNeighborhoods', 'All neighborhoods'],
  'POST /api/admin/neighborhoods': ['adminCreateNeighborhood', 'Add a neighborhood'],
  'PUT /api/admin/neighborhoods/{id}': ['adminUpdateNeighborhood', 'Change a neighborhood'],
  'DELETE /api/admin/neighborhoods/{id}': ['adminDeleteNeighborhood', 'Delete a neighborhood no sale uses'],
  'GET /api/admin/users': ['adminListUsers', 'All accounts'],
  'PUT /api/admin/users/{id}/promote': ['adminPromoteUser', 'Make an account an administrator'],
  'PUT /api/admin/users/{id}/demote': ['adminDemoteUser', "Take an account's administrator role away"],
  'POST /api/admin/users/{id}/clear-login-throttle': [
    'adminClearLoginThrottle',
    "Clear an account's failed sign-ins",
  ],
  'POST /api/admin/users/{id}/password-reset-link': [
    'adminSendPasswordResetLink',
    "Mail a new password-reset link to the account's own address (logged)",
  ],
  'GET /api/admin/account-actions': ['adminListAccountActions', "The log of administrators' account actions"],
  'DELETE /api/admin/users/{id}': ['adminDeleteUser', 'Delete an account'],
  'GET /api/admin/sales': ['adminListSales', 'All sales, by status, with a search and their counters'],
  'DELETE /api/admin/sales/{id}': ['adminRemoveSale', 'Remove a sale, with the reason logged'],
  'GET /api/admin/moderation-log': ['adminListModerationLog', 'The moderation log'],
  'GET /api/admin/reports': ['adminListReports', 'Reported sales with their reports'],
  'POST /api/admin/reports/{id}/dismiss': ['adminDismissReports', "Dismiss a sale's reports"],
  'GET /api/admin/outbox': ['adminListOutbox', 'The mail outbox'],
  'GET /api/admin/outbox/{id}': ['adminGetOutboxMessage', 'One message of the outbox'],
  'GET /api/admin/settings/maps-key': ['adminGetMapsKeyStatus', 'Whether a Google Maps key is saved'],
  'PUT /api/admin/settings/maps-key': ['adminSaveMapsKey', 'Save a Google Maps key'],
  'DELETE /api/admin/settings/maps-key': ['adminDeleteMapsKey', 'Delete the saved Google Maps key'],
  'PUT /api/admin/settings/terms': ['adminSaveTerms', 'Save the terms and conditions'],
  'DELETE /api/admin/settings/terms': [
    'adminRestoreDefaultTerms',
    'Go back to the default terms and conditions',
  ],
  'POST /api/debug/update-sale-dates': ['debugUpdateSaleDates', "Change a sale's dates (admin debug tool)"],
};

/** An id for an operation missing from OPERATIONS: `post_api_garage_sales_id_photos`. */
export function fallbackOperationId(method: string, path: string): string {
  return `${method}_${path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/_+$/, '');
}
