import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import {
  authEndpoints,
  authMessages,
  GITHUB_SIGN_IN_FAILED,
  RETURN_PARAM,
  safeReturnPath,
} from '@shiplog/contract';
import { AUTH_BASE_PATH } from '../../integrations/better-auth/auth-instance';
import { GITHUB_CONNECT_EXTRA_SCOPES } from '../../integrations/better-auth/github-provider';
import { badRequest } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import type { FeatureRoutes } from '../feature-context';

const GITHUB_CALLBACK_PAGE = '/auth/github/callback';

/** Errors of GitHub's authorize step, sent back by GitHub itself (what the user or the app settings did). */
const GITHUB_AUTHORIZE_ERRORS = new Set([
  'access_denied',
  'application_suspended',
  'redirect_uri_mismatch',
  'unverified_user_email',
]);

/**
 * A redirect to the callback page (or the auth library's error page) with an error of our side
 * (the library's `invalid_code`, `state_mismatch`, …): logged with its code, and the callback
 * page told only that signing in failed.
 */
function withSignInFailure(location: string, origin: string, log: FastifyRequest['log']): string {
  const url = new URL(location, origin);
  const code = url.searchParams.get('error');
  // The library's own error page, where it sends a callback whose state it does not know.
  const errorPage = url.pathname === `${AUTH_BASE_PATH}/error`;
  if (!code || (!errorPage && url.pathname !== GITHUB_CALLBACK_PAGE) || GITHUB_AUTHORIZE_ERRORS.has(code))
    return location;
  log.warn({ code, description: url.searchParams.get('error_description') }, 'GitHub sign-in failed');
  return `${origin}${GITHUB_CALLBACK_PAGE}?${new URLSearchParams({ error: GITHUB_SIGN_IN_FAILED })}`;
}

/** GitHub sign-in and connect: our endpoints around the auth library's OAuth flow. */
export const githubAuthRoutes: FeatureRoutes = async (app, { deps, auth }) => {
  const { config } = deps;
  const origin = new URL(config.PUBLIC_URL).origin;

  /** Only pages of this site: an open redirect would hand sessions to strangers. */
  function ownPage(redirectUrl: string | undefined): string {
    if (!redirectUrl) return `${origin}${GITHUB_CALLBACK_PAGE}`;
    let url: URL;
    try {
      url = new URL(redirectUrl, origin);
    } catch {
      throw badRequest('redirect_url must be a page of this site');
    }
    if (url.origin !== origin) throw badRequest('redirect_url must be a page of this site');
    // Where the callback page sends the reader next travels in the OAuth state with it: a path here.
    const next = url.searchParams.get(RETURN_PARAM);
    if (next !== null && !safeReturnPath(next))
      throw badRequest(`${RETURN_PARAM} must be a page of this site`);
    return url.toString();
  }

  serveEndpoint(app, authEndpoints.getAuthProviders, {}, async () => ({
    email: true as const,
    github: config.GITHUB_CLIENT_ID
      ? { enabled: true }
      : { enabled: false, error: authMessages.githubNotConfigured },
  }));

  serveEndpoint(
    app,
    authEndpoints.getGithubUrl,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      if (!config.GITHUB_CLIENT_ID) return { error: authMessages.githubNotConfigured };
      const callbackURL = ownPage(request.query.redirect_url);
      const errorCallbackURL = `${origin}${GITHUB_CALLBACK_PAGE}`;
      const headers = fromNodeHeaders(request.headers);
      const body = { provider: 'github', callbackURL, errorCallbackURL, disableRedirect: true };
      if (request.query.mode === 'connect') await request.requireUserId();
      const result =
        request.query.mode === 'connect'
          ? await auth.api.linkSocialAccount({
              body: { ...body, scopes: GITHUB_CONNECT_EXTRA_SCOPES },
              headers,
              returnHeaders: true,
            })
          : await auth.api.signInSocial({ body, headers, returnHeaders: true });
      const cookies = result.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      const url = (result.response as { url?: string }).url;
      return url ? { url } : { error: authMessages.githubError };
    },
  );

  // Existing clients post the provider token here; the server keeps only tokens it obtained itself.
  serveEndpoint(app, authEndpoints.storeGithubToken, {}, async (request) => {
    await request.requireUserId();
    return { stored: false, message: 'GitHub tokens are obtained and kept by the server during sign-in.' };
  });

  // GitHub redirects here; the auth library checks state and PKCE, signs in or links, then
  // redirects to the callback page with the session cookie set.
  app.get(
    `${AUTH_BASE_PATH.replace(/^\/api/, '')}/callback/github`,
    { schema: { hide: true } },
    (request, reply) => forwardToAuth(request, reply),
  );

  async function forwardToAuth(request: FastifyRequest, reply: FastifyReply) {
    const response = await auth.handler(
      new Request(new URL(request.url, origin), {
        method: request.method,
        headers: fromNodeHeaders(request.headers),
      }),
    );
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key === 'location') reply.header(key, withSignInFailure(value, origin, request.log));
      else if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(await response.text());
  }
};
