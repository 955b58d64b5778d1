import type { MessageValues } from '../../../../shared/i18n/catalog-types';
import type { Translate } from '../../../../shared/i18n/translator';
import type { AdminCategory, AdminCity, AdminNeighborhood } from '../../../../shared/schemas/admin';
import { ADMIN_PATHS, PUBLIC_REFERENCE_KEYS } from '../admin-api';

/** What a dialog says, as adding or as editing. */
export interface DialogWording {
  title: string;
  /** One line under the title saying what the form does. */
  description: string;
  /** The success toast's title (spec §8). */
  success: string;
  /** The failure toast's text when the server gave no message (spec §8). */
  failure: string;
}

/**
 * One reference table of the admin screens (spec §2): its path (an add POSTs to it, an edit sends
 * `editMethod` to `{path}/{id}`, a delete DELETEs that), the query keys a change makes stale, and where its
 * words are: `{words}.page.title`, `{words}.add.title`... in the admin catalogue, side by side with the
 * other tables' so that they stay alike.
 */
export interface ReferenceKind<T> {
  path: string;
  editMethod: 'PUT' | 'PATCH';
  invalidate: string[];
  words: 'cities' | 'categories' | 'neighborhoods';
  /** The values of the delete's confirmation (`{words}.remove.text`, ending with 'This cannot be undone.'). */
  removeValues: (row: T) => MessageValues;
}

/** Every word a reference screen says, in the page's language. */
export function kindWords<T>(t: Translate<'admin'>, kind: ReferenceKind<T>) {
  const { words } = kind;
  const dialog = (mode: 'add' | 'edit'): DialogWording => ({
    title: t(`${words}.${mode}.title`),
    description: t(`${words}.${mode}.description`),
    success: t(`${words}.${mode}.success`),
    failure: t(`${words}.${mode}.failure`),
  });
  return {
    page: {
      title: t(`${words}.page.title`),
      description: t(`${words}.page.description`),
      addLabel: t(`${words}.page.add`),
    },
    dialog: { add: dialog('add'), edit: dialog('edit') },
    remove: {
      title: t(`${words}.remove.title`),
      describe: (row: T) => t(`${words}.remove.text`, kind.removeValues(row)),
      success: t(`${words}.remove.success`),
      failure: t(`${words}.remove.failure`),
    },
    table: {
      caption: t(`${words}.table.caption`),
      loading: t(`${words}.table.loading`),
      empty: t(`${words}.table.empty`),
      loadError: t(`${words}.table.loadError`),
    },
  };
}

/**
 * Sales store their city by name, so a rename shows in the sales lists and the neighborhoods table too:
 * all of them are read again after a change.
 */
export const CITIES: ReferenceKind<AdminCity> = {
  path: ADMIN_PATHS.cities,
  editMethod: 'PATCH',
  invalidate: [ADMIN_PATHS.cities, ADMIN_PATHS.neighborhoods, ADMIN_PATHS.sales, ...PUBLIC_REFERENCE_KEYS],
  words: 'cities',
  removeValues: (city) => ({ name: city.name }),
};

/** Sales carry their categories' names: the sales lists are read again after a change too. */
export const CATEGORIES: ReferenceKind<AdminCategory> = {
  path: ADMIN_PATHS.categories,
  editMethod: 'PUT',
  invalidate: [ADMIN_PATHS.categories, ADMIN_PATHS.sales, ...PUBLIC_REFERENCE_KEYS],
  words: 'categories',
  removeValues: (category) => ({ name: category.name }),
};

/** Sales store their neighborhood by name: the sales lists are read again after a change too. */
export const NEIGHBORHOODS: ReferenceKind<AdminNeighborhood> = {
  path: ADMIN_PATHS.neighborhoods,
  editMethod: 'PUT',
  invalidate: [ADMIN_PATHS.neighborhoods, ADMIN_PATHS.sales, ...PUBLIC_REFERENCE_KEYS],
  words: 'neighborhoods',
  removeValues: (neighborhood) => ({ name: neighborhood.name, city: neighborhood.cityName }),
};
