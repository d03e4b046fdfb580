/** Postgres' unique_violation (23505), whether the driver's error or Drizzle's wrapper of it. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err; e instanceof Error || (e && typeof e === 'object'); e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
