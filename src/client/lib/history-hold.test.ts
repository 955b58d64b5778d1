// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdHistory, installHistoryHold, leaveByHistory } from './history-hold';

/** jsdom answers history.back() with a popstate event a moment later. */
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

describe('holdHistory', () => {
  let release = () => {};
  afterEach(() => release());

  it("puts the held page's address back before later listeners (the router's) read the new one", async () => {
    installHistoryHold();
    window.history.pushState(null, '', '/my-sales');
    window.history.pushState(null, '', '/create-sale');
    const onHeld = vi.fn();
    release = holdHistory(onHeld);
    const seenByRouter: string[] = [];
    window.addEventListener('popstate', () => seenByRouter.push(window.location.pathname), { once: true });
    window.history.back();
    await popped();
    expect(seenByRouter).toEqual(['/create-sale']);
    expect(window.location.pathname).toBe('/create-sale');
    expect(onHeld).toHaveBeenCalledTimes(1);

    leaveByHistory();
    await popped();
    expect(window.location.pathname).toBe('/my-sales');
    expect(onHeld).toHaveBeenCalledTimes(1);
  });

  it('lets Back go once released', async () => {
    installHistoryHold();
    window.history.pushState(null, '', '/plan');
    window.history.pushState(null, '', '/create-sale');
    const onHeld = vi.fn();
    holdHistory(onHeld)();
    window.history.back();
    await popped();
    expect(window.location.pathname).toBe('/plan');
    expect(onHeld).not.toHaveBeenCalled();
  });
});
