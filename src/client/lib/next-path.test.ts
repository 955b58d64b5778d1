import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './next-path';

const origin = 'https://sales.example.org';

describe('safeNextPath', () => {
  it('follows a path of this site, with its query', () => {
    expect(safeNextPath('/my-sales', origin)).toBe('/my-sales');
    expect(safeNextPath('/?sale=12&city=Stony+Plain', origin)).toBe('/?sale=12&city=Stony+Plain');
  });

  it('goes home for anything that could leave the site, or for nothing at all', () => {
    for (const raw of [
      null,
      '',
      'my-sales',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      expect(safeNextPath(raw, origin)).toBe('/');
    }
  });

  it('does not send the user back to the login screen', () => {
    expect(safeNextPath('/login?next=/my-sales', origin)).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('carries the path to come back to', () => {
    expect(loginPathFor('/my-sales')).toBe('/login?next=%2Fmy-sales');
    expect(loginPathFor('/')).toBe('/login');
  });
});
