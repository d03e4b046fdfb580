import {
  acceptsApiToken,
  apiTokenScopeFor,
  type Endpoint,
  type EndpointErrorStatus,
} from '@shiplog/contract';

/**
 * What the OpenAPI document states of one operation beyond its schemas, derived from the
 * contract's endpoint and the route that serves it: who may call it, and which errors it answers.
 */

/** The two ways a request proves a session, as named in the document. */
export const SESSION_COOKIE = 'sessionCookie';
export const BEARER_TOKEN = 'bearerAuth';
/** A personal API token (`Authorization: Bearer shp_…`), made in /settings. */
export const PERSONAL_TOKEN = 'personalToken';

export type SecurityRequirement = Record<string, string[]>;

/**
 * `required`: the session cookie or a bearer token, and a personal API token where one is
 * accepted (with the scope it needs, `read` or `write`, as the requirement's role); `optional`:
 * the same, or nothing (`{}`), the answer depending on who asks; `none`: nothing (`[]`, the
 * operation reads no session).
 */
export function operationSecurity(
  endpoint: Pick<Endpoint, 'auth' | 'path' | 'method'>,
): SecurityRequirement[] {
  if (endpoint.auth === 'none') return [];
  const signedIn: SecurityRequirement[] = [{ [SESSION_COOKIE]: [] }, { [BEARER_TOKEN]: [] }];
  if (acceptsApiToken(endpoint)) signedIn.push({ [PERSONAL_TOKEN]: [apiTokenScopeFor(endpoint.method)] });
  return endpoint.auth === 'optional' ? [...signedIn, {}] : signedIn;
}

/** Every status an error answer may have: the shared error body's. */
export type ErrorStatus = 400 | 500 | EndpointErrorStatus;

/** What of the serving route the errors depend on. */
export interface ServedRoute {
  /** A per-client limit in the route's config (`config.rateLimit`). */
  rateLimited: boolean;
  /** Exempt from the cross-site check (authenticated by a token in the request itself). */
  crossSiteAllowed: boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A path that names a stored record: a project, update, comment, post, user or mail token. */
const NAMES_RECORD = /:(?:id|token|[A-Za-z]+Id)(?:\/|$)/;

/**
 * The error statuses of an operation, in order: 400 (malformed address, JSON or parameters) and
 * 500 for all; 401 when a session is required or a personal API token accepted; 403 for writes
 * (refused cross-site; owner rules; a read-only token), for signed-in reads of a record
 * (someone else's project) and where a session is read but a personal API token refused; 404
 * when the path names a record; 413 with a body; 429 with a route limit or a personal API
 * token's; and the endpoint's own `errors`.
 */
export function errorStatuses(endpoint: Endpoint, route: ServedRoute): ErrorStatus[] {
  const namesRecord = NAMES_RECORD.test(endpoint.path);
  const statuses = new Set<ErrorStatus>([400, 500, ...(endpoint.errors ?? [])]);
  if (endpoint.auth === 'required') statuses.add(401);
  if (endpoint.auth !== 'none') {
    // A personal API token: 401 when it is not valid, 429 past its limit; where it is not
    // accepted, or its scope does not cover the method, 403.
    if (acceptsApiToken(endpoint)) statuses.add(401).add(429);
    if (!acceptsApiToken(endpoint) || apiTokenScopeFor(endpoint.method) === 'write') statuses.add(403);
  }
  if (
    WRITE_METHODS.has(endpoint.method) ? !route.crossSiteAllowed : endpoint.auth === 'required' && namesRecord
  )
    statuses.add(403);
  if (namesRecord) statuses.add(404);
  if (endpoint.body || endpoint.upload) statuses.add(413);
  if (route.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}
