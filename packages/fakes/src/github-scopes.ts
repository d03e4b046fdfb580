/**
 * OAuth scopes the way GitHub treats them: unknown scopes are dropped, scopes
 * implied by a broader one are removed ("user,user:email" is stored as "user"),
 * and a check for `read:user` passes for a token holding `user`.
 */

/** Each scope and the narrower scopes it contains (GitHub's "scopes for OAuth apps" table). */
const IMPLIED: Record<string, string[]> = {
  repo: ['repo:status', 'repo_deployment', 'public_repo', 'repo:invite', 'security_events'],
  'admin:repo_hook': ['write:repo_hook'],
  'write:repo_hook': ['read:repo_hook'],
  'admin:org': ['write:org'],
  'write:org': ['read:org'],
  'admin:public_key': ['write:public_key'],
  'write:public_key': ['read:public_key'],
  'admin:gpg_key': ['write:gpg_key'],
  'write:gpg_key': ['read:gpg_key'],
  'admin:ssh_signing_key': ['write:ssh_signing_key'],
  'write:ssh_signing_key': ['read:ssh_signing_key'],
  user: ['read:user', 'user:email', 'user:follow'],
  project: ['read:project'],
  'write:packages': ['read:packages'],
};

const LEAVES = [
  'admin:org_hook',
  'gist',
  'notifications',
  'delete_repo',
  'delete:packages',
  'codespace',
  'workflow',
  'admin:enterprise',
  'audit_log',
  'copilot',
];

export const KNOWN_SCOPES = new Set([...Object.keys(IMPLIED), ...Object.values(IMPLIED).flat(), ...LEAVES]);

/** Scopes a scope grants, itself included, transitively. */
function closure(scope: string): Set<string> {
  const out = new Set([scope]);
  for (const narrower of IMPLIED[scope] ?? []) for (const s of closure(narrower)) out.add(s);
  return out;
}

/** "read:user user:email" or "read:user,user:email" → known scopes in request order, implied ones dropped. */
export function normalizeScopes(input: string | readonly string[] | null | undefined): string[] {
  const requested = (typeof input === 'string' ? input.split(/[\s,]+/) : [...(input ?? [])])
    .map((s) => s.trim())
    .filter((s) => KNOWN_SCOPES.has(s));
  const unique = [...new Set(requested)];
  return unique.filter((s) => !unique.some((other) => other !== s && closure(other).has(s)));
}

/** True when the granted scopes include `needed` directly or through a broader scope. */
export function hasScope(granted: readonly string[], needed: string): boolean {
  return granted.some((s) => closure(s).has(needed));
}

export function hasAnyScope(granted: readonly string[], needed: readonly string[]): boolean {
  return needed.some((n) => hasScope(granted, n));
}
