// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import enExplore from '../../shared/i18n/catalogs/en/explore.json';
import enPlan from '../../shared/i18n/catalogs/en/plan.json';
import { currentPosition, LocationError, type LocationFailure, useCurrentPosition } from './geolocation';

/**
 * The browser's Geolocation API answering as it would: a position, or a GeolocationPositionError with its
 * code (1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT).
 */
function browserAnswers(answer: { lat: number; lng: number } | { code: 1 | 2 | 3 }) {
  const getCurrentPosition = vi.fn(
    (found: PositionCallback, failed?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if ('code' in answer) failed?.({ code: answer.code, message: '' } as GeolocationPositionError);
      else found({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
    },
  );
  vi.stubGlobal('navigator', { geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => vi.unstubAllGlobals());

describe('currentPosition', () => {
  it("gives the browser's position, asked without high accuracy", async () => {
    const ask = browserAnswers({ lat: 53.54, lng: -113.91 });
    await expect(currentPosition()).resolves.toEqual({ lat: 53.54, lng: -113.91 });
    expect(ask.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: false });
  });

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ] as const)('rejects error code %i with the %s message', async (code, failure) => {
    browserAnswers({ code });
    const rejected = currentPosition();
    await expect(rejected).rejects.toBeInstanceOf(LocationError);
    await expect(rejected).rejects.toMatchObject({ failure });
  });

  it('says the browser cannot share a location when it has no Geolocation API', async () => {
    vi.stubGlobal('navigator', {});
    await expect(currentPosition()).rejects.toMatchObject({ failure: 'unsupported' });
  });

  it('has one message per failure in Near me and the planner, each offering the address instead', () => {
    const failures: LocationFailure[] = ['denied', 'unavailable', 'timeout', 'unsupported'];
    for (const catalogue of [enExplore, enPlan] as Record<string, string>[]) {
      const messages = failures.map((failure) => catalogue[`location.${failure}`]);
      for (const message of messages) expect(message).toMatch(/type an address/i);
      expect(new Set(messages).size).toBe(4);
    }
  });
});

describe('useCurrentPosition', () => {
  it('hands the position to onFound and clears the last failure', async () => {
    browserAnswers({ code: 1 });
    const onFound = vi.fn();
    const onFailed = vi.fn();
    const { result } = renderHook(() => useCurrentPosition(onFound, onFailed));
    await act(() => result.current.locate());
    expect(result.current.failure).toBe('denied');
    expect(onFailed).toHaveBeenCalledWith('denied');

    browserAnswers({ lat: 1, lng: 2 });
    await act(() => result.current.locate());
    expect(onFound).toHaveBeenCalledWith({ lat: 1, lng: 2 });
    expect(result.current).toMatchObject({ failure: null, locating: false });
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it('is locating while the browser has not answered', async () => {
    let answer: PositionCallback = () => {};
    vi.stubGlobal('navigator', {
      geolocation: { getCurrentPosition: (found: PositionCallback) => (answer = found) },
    });
    const onFound = vi.fn();
    const { result } = renderHook(() => useCurrentPosition(onFound));
    let asked: Promise<void> = Promise.resolve();
    act(() => {
      asked = result.current.locate();
    });
    expect(result.current.locating).toBe(true);
    await act(async () => {
      answer({ coords: { latitude: 5, longitude: 6 } } as GeolocationPosition);
      await asked;
    });
    expect(result.current.locating).toBe(false);
    expect(onFound).toHaveBeenCalledWith({ lat: 5, lng: 6 });
  });
});
