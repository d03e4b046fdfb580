import type { SocialAccount } from '@shiplog/contract';
import type { Route } from '@test/api-server';

/**
 * The user's Bluesky and Mastodon accounts as the API holds them (`store.accounts`), with the
 * routes that list them and connect and disconnect Bluesky like the real API.
 */
export function serveSocialAccounts() {
  const store = { accounts: [] as SocialAccount[] };
  const routes: Record<string, Route> = {
    'GET /api/social/accounts': () => ({ status: 200, body: store.accounts }),
    'PUT /api/social/accounts/bluesky': (req) => {
      const account: SocialAccount = {
        network: 'bluesky',
        service: 'https://bsky.social',
        identifier: (req.body as { identifier: string }).identifier,
        connected_at: '2026-01-01T00:00:00.000Z',
      };
      store.accounts = [account];
      return { status: 200, body: account };
    },
    'DELETE /api/social/accounts/bluesky': () => {
      store.accounts = [];
      return { status: 204 };
    },
  };
  return { store, routes };
}
