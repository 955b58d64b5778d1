import type { Catalogs, Namespace } from '../../shared/i18n/catalog-types';
import enAdmin from '../../shared/i18n/catalogs/en/admin.json' with { type: 'json' };
import enAdminApi from '../../shared/i18n/catalogs/en/adminApi.json' with { type: 'json' };
import enApiErrors from '../../shared/i18n/catalogs/en/api-errors.json' with { type: 'json' };
import enApiTexts from '../../shared/i18n/catalogs/en/api-texts.json' with { type: 'json' };
import enAuth from '../../shared/i18n/catalogs/en/auth.json' with { type: 'json' };
import enCalendar from '../../shared/i18n/catalogs/en/calendar.json' with { type: 'json' };
import enContact from '../../shared/i18n/catalogs/en/contact.json' with { type: 'json' };
import enDrafts from '../../shared/i18n/catalogs/en/drafts.json' with { type: 'json' };
import enDraftsSchema from '../../shared/i18n/catalogs/en/drafts-schema.json' with { type: 'json' };
import enEvents from '../../shared/i18n/catalogs/en/events.json' with { type: 'json' };
import enEventsAdmin from '../../shared/i18n/catalogs/en/events-admin.json' with { type: 'json' };
import enEventsApi from '../../shared/i18n/catalogs/en/events-api.json' with { type: 'json' };
import enEventsPrint from '../../shared/i18n/catalogs/en/events-print.json' with { type: 'json' };
import enEventsSchema from '../../shared/i18n/catalogs/en/events-schema.json' with { type: 'json' };
import enExplore from '../../shared/i18n/catalogs/en/explore.json' with { type: 'json' };
import enFavorites from '../../shared/i18n/catalogs/en/favorites.json' with { type: 'json' };
import enGeocode from '../../shared/i18n/catalogs/en/geocode.json' with { type: 'json' };
import enMail from '../../shared/i18n/catalogs/en/mail.json' with { type: 'json' };
import enMySales from '../../shared/i18n/catalogs/en/my-sales.json' with { type: 'json' };
import enNotifications from '../../shared/i18n/catalogs/en/notifications.json' with { type: 'json' };
import enPages from '../../shared/i18n/catalogs/en/pages.json' with { type: 'json' };
import enPlan from '../../shared/i18n/catalogs/en/plan.json' with { type: 'json' };
import enPlanSchema from '../../shared/i18n/catalogs/en/plan-schema.json' with { type: 'json' };
import enSale from '../../shared/i18n/catalogs/en/sale.json' with { type: 'json' };
import enSaleForm from '../../shared/i18n/catalogs/en/sale-form.json' with { type: 'json' };
import enSalePage from '../../shared/i18n/catalogs/en/sale-page.json' with { type: 'json' };
import enShell from '../../shared/i18n/catalogs/en/shell.json' with { type: 'json' };
import enUi from '../../shared/i18n/catalogs/en/ui.json' with { type: 'json' };
import enValidation from '../../shared/i18n/catalogs/en/validation.json' with { type: 'json' };
import enWizard from '../../shared/i18n/catalogs/en/wizard.json' with { type: 'json' };
import frAdmin from '../../shared/i18n/catalogs/fr/admin.json' with { type: 'json' };
import frAdminApi from '../../shared/i18n/catalogs/fr/adminApi.json' with { type: 'json' };
import frApiErrors from '../../shared/i18n/catalogs/fr/api-errors.json' with { type: 'json' };
import frApiTexts from '../../shared/i18n/catalogs/fr/api-texts.json' with { type: 'json' };
import frAuth from '../../shared/i18n/catalogs/fr/auth.json' with { type: 'json' };
import frCalendar from '../../shared/i18n/catalogs/fr/calendar.json' with { type: 'json' };
import frContact from '../../shared/i18n/catalogs/fr/contact.json' with { type: 'json' };
import frDrafts from '../../shared/i18n/catalogs/fr/drafts.json' with { type: 'json' };
import frDraftsSchema from '../../shared/i18n/catalogs/fr/drafts-schema.json' with { type: 'json' };
import frEvents from '../../shared/i18n/catalogs/fr/events.json' with { type: 'json' };
import frEventsAdmin from '../../shared/i18n/catalogs/fr/events-admin.json' with { type: 'json' };
import frEventsApi from '../../shared/i18n/catalogs/fr/events-api.json' with { type: 'json' };
import frEventsPrint from '../../shared/i18n/catalogs/fr/events-print.json' with { type: 'json' };
import frEventsSchema from '../../shared/i18n/catalogs/fr/events-schema.json' with { type: 'json' };
import frExplore from '../../shared/i18n/catalogs/fr/explore.json' with { type: 'json' };
import frFavorites from '../../shared/i18n/catalogs/fr/favorites.json' with { type: 'json' };
import frGeocode from '../../shared/i18n/catalogs/fr/geocode.json' with { type: 'json' };
import frMail from '../../shared/i18n/catalogs/fr/mail.json' with { type: 'json' };
import frMySales from '../../shared/i18n/catalogs/fr/my-sales.json' with { type: 'json' };
import frNotifications from '../../shared/i18n/catalogs/fr/notifications.json' with { type: 'json' };
import frPages from '../../shared/i18n/catalogs/fr/pages.json' with { type: 'json' };
import frPlan from '../../shared/i18n/catalogs/fr/plan.json' with { type: 'json' };
import frPlanSchema from '../../shared/i18n/catalogs/fr/plan-schema.json' with { type: 'json' };
import frSale from '../../shared/i18n/catalogs/fr/sale.json' with { type: 'json' };
import frSaleForm from '../../shared/i18n/catalogs/fr/sale-form.json' with { type: 'json' };
import frSalePage from '../../shared/i18n/catalogs/fr/sale-page.json' with { type: 'json' };
import frShell from '../../shared/i18n/catalogs/fr/shell.json' with { type: 'json' };
import frUi from '../../shared/i18n/catalogs/fr/ui.json' with { type: 'json' };
import frValidation from '../../shared/i18n/catalogs/fr/validation.json' with { type: 'json' };
import frWizard from '../../shared/i18n/catalogs/fr/wizard.json' with { type: 'json' };
import type { Locale } from '../../shared/i18n/locales';

/**
 * Every catalogue, as the server holds them (the client loads one language's namespaces as it needs
 * them). French is typed by the English file: a French catalogue without one of its keys is a type error.
 */
export const CATALOGS: { en: Catalogs; fr: { [N in Namespace]: Record<keyof Catalogs[N], string> } } = {
  en: {
    'api-errors': enApiErrors,
    calendar: enCalendar,
    'api-texts': enApiTexts,
    contact: enContact,
    drafts: enDrafts,
    'drafts-schema': enDraftsSchema,
    events: enEvents,
    'events-admin': enEventsAdmin,
    'events-api': enEventsApi,
    'events-print': enEventsPrint,
    'events-schema': enEventsSchema,
    explore: enExplore,
    geocode: enGeocode,
    mail: enMail,
    pages: enPages,
    plan: enPlan,
    'plan-schema': enPlanSchema,
    'sale-form': enSaleForm,
    sale: enSale,
    auth: enAuth,
    favorites: enFavorites,
    notifications: enNotifications,
    admin: enAdmin,
    adminApi: enAdminApi,
    shell: enShell,
    ui: enUi,
    validation: enValidation,
    wizard: enWizard,
    'my-sales': enMySales,
    'sale-page': enSalePage,
  },
  fr: {
    'api-errors': frApiErrors,
    calendar: frCalendar,
    'api-texts': frApiTexts,
    contact: frContact,
    drafts: frDrafts,
    'drafts-schema': frDraftsSchema,
    events: frEvents,
    'events-admin': frEventsAdmin,
    'events-api': frEventsApi,
    'events-print': frEventsPrint,
    'events-schema': frEventsSchema,
    explore: frExplore,
    geocode: frGeocode,
    mail: frMail,
    pages: frPages,
    plan: frPlan,
    'plan-schema': frPlanSchema,
    'sale-form': frSaleForm,
    sale: frSale,
    auth: frAuth,
    favorites: frFavorites,
    notifications: frNotifications,
    admin: frAdmin,
    adminApi: frAdminApi,
    shell: frShell,
    ui: frUi,
    validation: frValidation,
    wizard: frWizard,
    'my-sales': frMySales,
    'sale-page': frSalePage,
  },
};

export function catalogOf(locale: Locale, namespace: Namespace): Record<string, string> {
  return CATALOGS[locale][namespace];
}
