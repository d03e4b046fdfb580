import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Runs helmet once, at boot, and returns the headers it sets. Our headers never vary per
 * request, so the hot path only copies them (helmet per request re-parses its options).
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

const appCsp = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Update images may be http:// (spec section 5); https pages upgrade them anyway.
    imgSrc: ["'self'", 'data:', 'https:', 'http:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * Pages get helmet's full set with a CSP that allows the app and no inline scripts.
 * JSON answers get what matters for an API (nosniff, a CSP of
 * `default-src 'none'; frame-ancestors 'none'`, HSTS on https): fewer headers on the hot path.
 */
export function securityHeaderSets(https: boolean) {
  const hsts = https ? { maxAge: 31_536_000, includeSubDomains: true } : false;
  return {
    page: computeSecurityHeaders({
      contentSecurityPolicy: appCsp,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: hsts,
    }),
    api: computeSecurityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      // Browsers' opaque-response blocking already keeps JSON from cross-origin no-cors reads.
      crossOriginResourcePolicy: false,
      xFrameOptions: false,
      referrerPolicy: false,
      strictTransportSecurity: hsts,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  };
}
