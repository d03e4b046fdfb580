/** How long one GitHub request may take, body included, before it is given up. */
export const GITHUB_TIMEOUT_MS = 10_000;

/** A GitHub request that did not finish in time (Octokit wraps it as the `cause` of its error). */
export class GithubTimeoutError extends Error {
  override name = 'GithubTimeoutError';
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * `fetch` for Octokit with a deadline covering the whole exchange: the answer is read in full
 * before the deadline, so a server that stalls mid-body cannot hang a request either.
 */
export function createTimedFetch(timeoutMs: number): typeof fetch {
  return async (input, init = {}) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    try {
      const res = await fetch(input, { ...init, signal });
      const body = NULL_BODY_STATUSES.has(res.status) ? null : await res.arrayBuffer();
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    } catch (error) {
      if (deadline.aborted) throw new GithubTimeoutError(`GitHub did not answer within ${timeoutMs} ms`);
      throw error;
    }
  };
}
