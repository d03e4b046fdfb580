import { createRequire } from 'node:module';
import type { Algorithm } from '@node-rs/argon2';
import type * as Zxcvbn from '@zxcvbn-ts/language-common';

/** OWASP's Argon2id settings: 19 MiB, 2 passes, 1 lane. Runs on libuv's pool, off the event loop. */
/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Argon2 and the password list are loaded on first use (sign-up, sign-in, password changes).
export const hashPassword = async (password: string) =>
  (await import('@node-rs/argon2')).hash(password, ARGON2);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await (await import('@node-rs/argon2')).verify(stored, password);
  } catch {
    return false;
  }
}

/** The 3,000 most common passwords (zxcvbn's frequency-ranked list), lower-cased. */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as typeof Zxcvbn;
    common = new Set(dictionary['passwords-common'].slice(0, 3_000).map((p) => p.toLowerCase()));
  }
  return common;
}

export const isCommonPassword = (password: string) => commonPasswords().has(password.toLowerCase());
