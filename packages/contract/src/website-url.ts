import { z } from 'zod';

/** `scheme:` at the start (but not `host:port`). */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * What people type into a website field, as the address to store: `carla.studio` and
 * `www.carla.studio/work` become `https://…`; anything with a scheme is kept as typed (and
 * then checked for http or https). Surrounding spaces are dropped.
 */
export function withWebsiteScheme(value: string): string {
  const text = value.trim();
  if (!text || HAS_SCHEME.test(text)) return text;
  return `https://${text.replace(/^\/+/, '')}`;
}

/** An absolute http(s) URL with a dotted host, at most `max` characters. */
export function isHttpUrl(value: string, max = 2048): boolean {
  if (value.length > max) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * A website field: empty (`''`), or an http(s) address, typed with or without its scheme
 * (stored with `https://` when it had none).
 */
export const websiteFieldSchema = (message: string) =>
  z
    .string()
    .transform(withWebsiteScheme)
    .refine((value) => value === '' || isHttpUrl(value), message);
