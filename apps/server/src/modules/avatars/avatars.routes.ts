import { avatarColourIndex, initialsOf, userEndpoints } from '@shiplog/contract';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';
import { createGithubAvatars } from './github-avatars';

/** The web's avatar gradients (components/ui/avatar.tsx), one solid colour each, in the same order. */
const PALETTE = ['#6d28d9', '#0369a1', '#047857', '#b45309', '#e11d48', '#a21caf'];

/** The initials of the name on its colour (the contract's rule): the avatar of users who have none. */
export function renderAvatar(seed: string): string {
  const initials = initialsOf(seed);
  const colour = PALETTE[avatarColourIndex(seed)];
  const text = initials.replace(/[<>&"']/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">` +
    `<rect width="128" height="128" rx="64" fill="${colour}"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" font-weight="600" fill="#fff">${text}</text></svg>`
  );
}

export const avatarRoutes: FeatureRoutes = async (app, { deps }) => {
  const githubAvatar = createGithubAvatars(deps.config.GITHUB_URL);
  // A contributor's GitHub avatar, else their initials: never an error for an image tag.
  serveEndpoint(app, userEndpoints.getGithubAvatar, {}, async (request, reply) => {
    const { login } = request.params;
    const avatar = await githubAvatar(login);
    reply.header('cache-control', `public, max-age=${avatar ? 86400 : 600}`);
    return avatar
      ? reply.type(avatar.type).send(avatar.body)
      : reply.type('image/svg+xml').send(renderAvatar(login));
  });
  serveEndpoint(app, userEndpoints.getAvatar, {}, async (request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(
        // The router has decoded the parameter already: a name holding '%' is not decoded twice.
        renderAvatar(request.params.seed.replace(/\.svg$/, '')),
      ),
  );
};
