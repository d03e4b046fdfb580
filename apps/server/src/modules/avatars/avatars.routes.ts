import { createHash } from 'node:crypto';
import { userEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';

const PALETTE = ['#6e56f8', '#0ea5e9', '#10b981', '#f59e0b', '#ef4444', '#ec4899', '#14b8a6', '#8b5cf6'];

/** Initials on a colour picked from the seed: the avatar of users who have none. */
export function renderAvatar(seed: string): string {
  const words = seed
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const initials = (
    words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)
  ).toUpperCase();
  const colour = PALETTE[createHash('sha256').update(seed).digest()[0]! % PALETTE.length];
  const text = initials.replace(/[<>&"']/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<rect width="128" height="128" rx="64" fill="${colour}"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" font-weight="600" fill="#fff">${text}</text></svg>`
  );
}

export const avatarRoutes: FeatureRoutes = async (app) => {
  serveEndpoint(app, userEndpoints.getAvatar, {}, async (request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(renderAvatar(decodeURIComponent(request.params.seed).replace(/\.svg$/, ''))),
  );
};
