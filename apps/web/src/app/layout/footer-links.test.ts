import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';
import { ProtectedRoute } from '../protected-route';
import { footerColumns } from './nav-items';

/** True when the app's route for `path` asks a visitor to sign in first. */
const signInOnly = (path: string) =>
  (matchRoutes(routes, path) ?? []).some(
    ({ route }) => isValidElement(route.element) && route.element.type === ProtectedRoute,
  );

describe('the footer', () => {
  const internal = footerColumns.flatMap((column) => column.links).filter((link) => !link.external);

  it('links only to pages a signed-out visitor can open', () => {
    expect(internal.length).toBeGreaterThan(0);
    for (const link of internal) {
      expect(signInOnly(link.href), link.label).toBe(false);
      const matched = matchRoutes(routes, link.href)?.at(-1)?.route.path;
      expect(matched, link.label).not.toBe('*');
    }
  });

  it('tells a sign-in-only page from an open one (the check above can fail)', () => {
    expect(signInOnly('/profile')).toBe(true);
    expect(signInOnly('/pricing')).toBe(false);
  });
});
