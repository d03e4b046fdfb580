import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { isApiError } from '@/lib/api-error';

export type CheckStatus = 'running' | 'success' | 'failed' | 'skipped';

export interface CheckOutcome {
  status: Exclude<CheckStatus, 'running'>;
  detail: string;
}

export interface Check {
  id: string;
  label: string;
  /** What the check calls, e.g. 'GET /api/health'. */
  request: string;
  run: (signal: AbortSignal) => Promise<CheckOutcome>;
}

export interface CheckResult extends Omit<Check, 'run'> {
  status: CheckStatus;
  detail?: string;
  durationMs?: number;
}

type Outcome = CheckOutcome & { durationMs: number };

/** A failed call described for a person: the message and the HTTP status when there was one. */
export function describeFailure(error: unknown): string {
  if (isApiError(error)) return error.status ? `${error.message} (HTTP ${error.status})` : error.message;
  return error instanceof Error ? error.message : 'The check failed.';
}

/**
 * Runs every check in parallel once `ready` (e.g. the session is known), and again on `rerun()`.
 * A check that throws fails with the error's description.
 */
export function useChecks(checks: Check[], ready: boolean) {
  const [round, setRound] = useState(0);
  // Outcomes of one round; a new round starts with every check running again.
  const [outcomes, setOutcomes] = useState<{ round: number; byId: Record<string, Outcome> }>({
    round,
    byId: {},
  });

  const runAll = useEffectEvent((signal: AbortSignal, current: number) => {
    for (const check of checks) {
      const started = performance.now();
      void check
        .run(signal)
        .catch((error: unknown): CheckOutcome => ({ status: 'failed', detail: describeFailure(error) }))
        .then((outcome) => {
          if (signal.aborted) return;
          const durationMs = Math.round(performance.now() - started);
          setOutcomes((previous) => ({
            round: current,
            byId: {
              ...(previous.round === current ? previous.byId : {}),
              [check.id]: { ...outcome, durationMs },
            },
          }));
        });
    }
  });

  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    runAll(controller.signal, round);
    return () => controller.abort();
  }, [ready, round]);

  const results: CheckResult[] = checks.map(({ run: _run, ...check }) => ({
    ...check,
    status: 'running',
    ...(outcomes.round === round ? outcomes.byId[check.id] : undefined),
  }));
  const rerun = useCallback(() => setRound((n) => n + 1), []);
  return { results, rerun, running: results.some((r) => r.status === 'running') };
}
