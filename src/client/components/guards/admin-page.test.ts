import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../../../shared/admin-screens';
import type { MessageKey } from '../../../shared/i18n/catalog-types';
import { testT } from '../../test-support/i18n';
import { ADMIN_TAB_KEYS } from './admin-page';

describe("the admin tab bar's names (issue 24)", () => {
  it('has a message for every admin screen, its English the tab of ADMIN_SCREENS, and a French one', () => {
    const en = testT('en', 'shell');
    const fr = testT('fr', 'shell');
    const keys: Record<string, MessageKey<'shell'>> = ADMIN_TAB_KEYS;
    for (const screen of ADMIN_SCREENS) {
      const key = keys[screen.path];
      expect(key, screen.path).toBeDefined();
      if (!key) continue;
      expect(en(key)).toBe(screen.tab);
      expect(fr(key)).not.toBe(screen.tab);
    }
    expect(fr(ADMIN_TAB_KEYS['/admin/neighborhoods'])).toBe('Quartiers');
  });
});
