import { vi } from 'vitest';
import type { CurrentUser } from '../../shared/schemas/auth';
import { json, testConfig } from './render';

export const testUser: CurrentUser = {
  id: 5,
  email: 'sam@example.org',
  firstName: null,
  lastName: null,
  userType: 'user',
  isAdmin: false,
};

/** An administrator, as the admin screens' tests sign in. */
export const testAdmin: CurrentUser = {
  ...testUser,
  id: 1,
  email: 'ada@example.org',
  userType: 'admin',
  isAdmin: true,
};

export interface ApiCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Answer = Response | ((call: ApiCall) => Response | Promise<Response>);

/**
 * Stubs fetch with answers by 'METHOD /path' (e.g. 'GET /api/auth/me'); /api/config answers testConfig, a
 * guest session is assumed unless 'GET /api/auth/me' is given, anything else is a 404. Every call is kept.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = init?.method ?? 'GET';
    const call = {
      method,
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = answers[`${method} ${url.pathname}`];
    if (answer) return typeof answer === 'function' ? answer(call) : answer.clone();
    if (url.pathname === '/api/config') return json(testConfig);
    if (url.pathname === '/api/auth/me') return json(null);
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    sent: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** The answers of a signed-in session (me and is-admin). */
export function signedIn(user: CurrentUser = testUser): Record<string, Answer> {
  return {
    'GET /api/auth/me': () => json(user),
    'GET /api/auth/is-admin': () => json({ isAdmin: user.isAdmin }),
  };
}
