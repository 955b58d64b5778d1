import type { Catalogs, Namespace } from '../../shared/i18n/catalog-types';
import enAdmin from '../../shared/i18n/catalogs/en/admin.json' with { type: 'json' };
import enAdminApi from '../../shared/i18n/catalogs/en/adminApi.json' with { type: 'json' };
import enApiErrors from '../../shared/i18n/catalogs/en/api-errors.json' with { type: 'json' };
import enAuth from '../../shared/i18n/catalogs/en/auth.json' with { type: 'json' };
import enContact from '../../shared/i18n/catalogs/en/contact.json' with { type: 'json' };
import enFavorites from '../../shared/i18n/catalogs/en/favorites.json' with { type: 'json' };
import enGeocode from '../../shared/i18n/catalogs/en/geocode.json' with { type: 'json' };
import enMail from '../../shared/i18n/catalogs/en/mail.json' with { type: 'json' };
import enNotifications from '../../shared/i18n/catalogs/en/notifications.json' with { type: 'json' };
import enPages from '../../shared/i18n/catalogs/en/pages.json' with { type: 'json' };
import enSaleForm from '../../shared/i18n/catalogs/en/sale-form.json' with { type: 'json' };
import enShell from '../../shared/i18n/catalogs/en/shell.json' with { type: 'json' };
import enValidation from '../../shared/i18n/catalogs/en/validation.json' with { type: 'json' };
import frAdmin from '../../shared/i18n/catalogs/fr/admin.json' with { type: 'json' };
import frAdminApi from '../../shared/i18n/catalogs/fr/adminApi.json' with { type: 'json' };
import frApiErrors from '../../shared/i18n/catalogs/fr/api-errors.json' with { type: 'json' };
import frAuth from '../../shared/i18n/catalogs/fr/auth.json' with { type: 'json' };
import frContact from '../../shared/i18n/catalogs/fr/contact.json' with { type: 'json' };
import frFavorites from '../../shared/i18n/catalogs/fr/favorites.json' with { type: 'json' };
import frGeocode from '../../shared/i18n/catalogs/fr/geocode.json' with { type: 'json' };
import frMail from '../../shared/i18n/catalogs/fr/mail.json' with { type: 'json' };
import frNotifications from '../../shared/i18n/catalogs/fr/notifications.json' with { type: 'json' };
import frPages from '../../shared/i18n/catalogs/fr/pages.json' with { type: 'json' };
import frSaleForm from '../../shared/i18n/catalogs/fr/sale-form.json' with { type: 'json' };
import frShell from '../../shared/i18n/catalogs/fr/shell.json' with { type: 'json' };
import frValidation from '../../shared/i18n/catalogs/fr/validation.json' with { type: 'json' };
import type { Locale } from '../../shared/i18n/locales';

/**
 * Every catalogue, as the server holds them (the client loads one language's namespaces as it needs
 * them). French is typed by the English file: a French catalogue without one of its keys is a type error.
 */
export const CATALOGS: { en: Catalogs; fr: { [N in Namespace]: Record<keyof Catalogs[N], string> } } = {
  en: {
    'api-errors': enApiErrors,
    contact: enContact,
    geocode: enGeocode,
    mail: enMail,
    pages: enPages,
    'sale-form': enSaleForm,
    auth: enAuth,
    favorites: enFavorites,
    notifications: enNotifications,
    admin: enAdmin,
    adminApi: enAdminApi,
    shell: enShell,
    validation: enValidation,
  },
  fr: {
    'api-errors': frApiErrors,
    contact: frContact,
    geocode: frGeocode,
    mail: frMail,
    pages: frPages,
    'sale-form': frSaleForm,
    auth: frAuth,
    favorites: frFavorites,
    notifications: frNotifications,
    admin: frAdmin,
    adminApi: frAdminApi,
    shell: frShell,
    validation: frValidation,
  },
};

export function catalogOf(locale: Locale, namespace: Namespace): Record<string, string> {
  return CATALOGS[locale][namespace];
}
