import { describe, expect, it } from 'vitest';
import { perApp } from './per-app';

describe('perApp', () => {
  it('keeps one value for each key, made on first use, and none shared between two keys', () => {
    let made = 0;
    const seen = perApp<object, Set<string>>(() => {
      made += 1;
      return new Set();
    });
    const first = {};
    const second = {};
    seen(first).add('REQUEST_DENIED');
    expect(seen(first).has('REQUEST_DENIED')).toBe(true);
    expect(seen(second).has('REQUEST_DENIED')).toBe(false);
    expect(seen(first)).toBe(seen(first));
    expect(made).toBe(2);
  });
});
