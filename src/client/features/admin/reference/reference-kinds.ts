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
 * `editMethod` to `{path}/{id}`, a delete DELETEs that), the query keys a change makes stale, and every
 * word its screen says, side by side with the other tables' so that they stay alike.
 */
export interface ReferenceKind<T> {
  path: string;
  editMethod: 'PUT' | 'PATCH';
  invalidate: string[];
  page: { title: string; description: string; addLabel: string };
  dialog: { add: DialogWording; edit: DialogWording };
  /** The delete's confirmation (`describe` ends with 'This cannot be undone.') and its toasts. */
  remove: { title: string; describe: (row: T) => string; success: string; failure: string };
}

/**
 * Sales store their city by name, so a rename shows in the sales lists and the neighborhoods table too:
 * all of them are read again after a change.
 */
export const CITIES: ReferenceKind<AdminCity> = {
  path: ADMIN_PATHS.cities,
  editMethod: 'PATCH',
  invalidate: [ADMIN_PATHS.cities, ADMIN_PATHS.neighborhoods, ADMIN_PATHS.sales, ...PUBLIC_REFERENCE_KEYS],
  page: {
    title: 'Cities',
    description:
      'The cities sellers choose from. A city used by garage sales is marked Inactive rather than deleted.',
    addLabel: 'Add City',
  },
  dialog: {
    add: {
      title: 'Add City',
      description: 'Sellers can choose an active city for their garage sales.',
      success: 'City added successfully',
      failure: 'Failed to add city',
    },
    edit: {
      title: 'Edit City',
      description: 'Renaming a city renames it on every garage sale in it.',
      success: 'City updated successfully',
      failure: 'Failed to update city',
    },
  },
  remove: {
    title: 'Delete city',
    describe: (city) =>
      `This deletes the city "${city.name}". Its neighborhoods are deleted with it. This cannot be undone.`,
    success: 'City deleted successfully',
    failure: 'Failed to delete city',
  },
};

/** Sales carry their categories' names: the sales lists are read again after a change too. */
export const CATEGORIES: ReferenceKind<AdminCategory> = {
  path: ADMIN_PATHS.categories,
  editMethod: 'PUT',
  invalidate: [ADMIN_PATHS.categories, ADMIN_PATHS.sales, ...PUBLIC_REFERENCE_KEYS],
  page: {
    title: 'Categories',
    description: 'The categories sellers pick for their garage sales and shoppers filter by.',
    addLabel: 'Add Category',
  },
  dialog: {
    add: {
      title: 'Add Category',
      description: 'Sellers pick one or more categories for each garage sale.',
      success: 'Category created',
      failure: 'Failed to create category',
    },
    edit: {
      title: 'Edit Category',
      description: 'A new name shows on every garage sale in this category.',
      success: 'Category updated',
      failure: 'Failed to update category',
    },
  },
  remove: {
    title: 'Delete category',
    describe: (category) => `This deletes the category "${category.name}". This cannot be undone.`,
    success: 'Category deleted',
    failure: 'Failed to delete category',
  },
};

/** Sales store their neighborhood by name: the sales lists are read again after a change too. */
export const NEIGHBORHOODS: ReferenceKind<AdminNeighborhood> = {
  path: ADMIN_PATHS.neighborhoods,
  editMethod: 'PUT',
  invalidate: [ADMIN_PATHS.neighborhoods, ADMIN_PATHS.sales, ...PUBLIC_REFERENCE_KEYS],
  page: {
    title: 'Neighborhoods',
    description: 'The neighborhoods of each city, which sellers may give for their garage sale.',
    addLabel: 'Add Neighborhood',
  },
  dialog: {
    add: {
      title: 'Add Neighborhood',
      description: 'Sellers can place their garage sale in one of a city’s neighborhoods.',
      success: 'Neighborhood created',
      failure: 'Failed to create neighborhood',
    },
    edit: {
      title: 'Edit Neighborhood',
      description: 'A new name shows on every garage sale in this neighborhood.',
      success: 'Neighborhood updated',
      failure: 'Failed to update neighborhood',
    },
  },
  remove: {
    title: 'Delete neighborhood',
    describe: (neighborhood) =>
      `This deletes the neighborhood "${neighborhood.name}" of ${neighborhood.cityName}. This cannot be undone.`,
    success: 'Neighborhood deleted',
    failure: 'Failed to delete neighborhood',
  },
};
