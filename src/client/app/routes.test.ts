import { describe, expect, it } from 'vitest';
import { ALL_PAGE_PATHS } from '../../shared/routes';
import { routes } from './routes';

describe('the route table', () => {
  it('has a screen for exactly the pages the server serves', () => {
    expect(routes.map((route) => route.path)).toEqual([...ALL_PAGE_PATHS]);
    expect(routes.every((route) => route.component)).toBe(true);
  });
});
