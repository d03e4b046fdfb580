/** A failure the command explains in one line; exit code 1. */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    /** A short code for `--json` output (the API's error code when it answered one). */
    readonly code = 'ERROR',
    /** What the command did before it failed, for `--json` output. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The command line itself is wrong (unknown command or option, missing argument); exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const EXIT_OK = 0;
export const EXIT_ERROR = 1;
export const EXIT_USAGE = 2;
