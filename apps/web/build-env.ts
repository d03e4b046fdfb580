/**
 * For plugins of the browser build only: the pre-render's nested Node build (prerender-build.ts)
 * must not compress, measure or pre-render again.
 */
export const clientBuildOnly = (_config: unknown, env: { command: string; isSsrBuild?: boolean }) =>
  env.command === 'build' && !env.isSsrBuild;
