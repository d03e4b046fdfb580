import { createHash } from 'node:crypto';

/**
 * How the sink answers one message at the end of DATA:
 * - `accept`: 250, the message is kept;
 * - `temporary`: 451 (try again later);
 * - `permanent`: 550 (refused for good);
 * - `drop`: the connection is cut without an answer;
 * - `stall`: no answer at all, until the client gives up (its socket timeout).
 * Only accepted messages are kept.
 */
export type SinkBehaviour = 'accept' | 'temporary' | 'permanent' | 'drop' | 'stall';

/** Decides the answer for a message to `rcpt`, the `attempt`-th (1-based) the sink sees for it. */
export type SinkRule = (rcpt: string, attempt: number) => SinkBehaviour;

/** A number in [0, 1) that depends only on its inputs (the same run after run). */
export function seededUnit(seed: number, ...parts: (string | number)[]): number {
  const digest = createHash('sha256')
    .update([seed, ...parts].join('\u0000'))
    .digest();
  return digest.readUInt32BE(0) / 2 ** 32;
}

export interface RandomFaults {
  seed: number;
  /** Share of tries answered 451, e.g. 0.3. */
  temporary?: number;
  /** Share of tries whose connection is cut. */
  drop?: number;
  /** Share of tries never answered. */
  stall?: number;
  /** Recipients refused for good (550) on every try. */
  permanent?: (rcpt: string) => boolean;
  /** From this attempt on, every try is accepted (so a test does not hang on bad luck). */
  acceptFrom?: number;
}

/**
 * Faults drawn per (recipient, attempt) from a seeded hash, so the same seed injects the same
 * faults whatever order the messages arrive in.
 */
export function randomFaults(options: RandomFaults): SinkRule {
  const { seed, temporary = 0, drop = 0, stall = 0, permanent, acceptFrom = Infinity } = options;
  return (rcpt, attempt) => {
    if (permanent?.(rcpt)) return 'permanent';
    if (attempt >= acceptFrom) return 'accept';
    const draw = seededUnit(seed, rcpt, attempt);
    if (draw < temporary) return 'temporary';
    if (draw < temporary + drop) return 'drop';
    if (draw < temporary + drop + stall) return 'stall';
    return 'accept';
  };
}
