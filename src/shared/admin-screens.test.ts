import { describe, expect, it } from 'vitest';
import { ADMIN_MENU_SCREENS, ADMIN_SCREENS } from './admin-screens';
import { ALL_PAGE_PATHS } from './routes';

describe('the one list of admin screens', () => {
  it("holds every admin page of the route table once (one thing's page, such as an event's, is no tab)", () => {
    const adminPaths = ALL_PAGE_PATHS.filter((path) => path.startsWith('/admin/') && !path.includes(':'));
    const listed = ADMIN_SCREENS.map((screen) => screen.path);
    for (const path of adminPaths) expect(listed, path).toContain(path);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('gives the menus the screens that have a menu entry, in the tab bar order', () => {
    expect(ADMIN_MENU_SCREENS.map((screen) => screen.path)).toEqual([
      '/admin/sales',
      '/admin/cities',
      '/admin/users',
      '/admin/categories',
      '/admin/neighborhoods',
    ]);
  });
});
