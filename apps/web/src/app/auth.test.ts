import { describe, expect, it } from 'vitest';
import { authApi, menuApi } from '@yym/contract';
import { AUTH_ROUTES, MENU_ROUTES } from './auth.ts';

// The login pages call routes written in auth.ts (so they load no zod): each must be its endpoint's.
describe('the login routes match the contract', () => {
  const pick = (e: { method: string; path: string }) => ({ method: e.method, path: e.path });
  it.each(Object.entries(AUTH_ROUTES))('authApi.%s', (name, r) => {
    expect(pick(r)).toEqual(pick(authApi[name as keyof typeof authApi]));
  });
  it.each(Object.entries(MENU_ROUTES))('menuApi.%s', (name, r) => {
    expect(pick(r)).toEqual(pick(menuApi[name as keyof typeof menuApi]));
  });
});
