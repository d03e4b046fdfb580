import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's Argon2id settings: 19 MiB, 2 passes, 1 lane. Runs on libuv's pool, off the event loop. */
/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2 as Algorithm;
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** The 3,000 most common passwords (zxcvbn's frequency-ranked list), lower-cased. */
const COMMON = new Set(dictionary['passwords-common'].slice(0, 3_000).map((p) => p.toLowerCase()));

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());
