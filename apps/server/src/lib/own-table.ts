/**
 * A lookup table keyed by words from outside (a commit's words, a type a user wrote) that
 * answers only its own entries: a plain object literal also answers "constructor", "toString"
 * or "__proto__" with what every object inherits.
 */
export function ownTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
