import { stripForbiddenText } from '@shiplog/contract';

/**
 * A parsed JSON value from outside (a GitHub delivery or API answer) with every string and key
 * stripped of the code points no stored text may hold: NUL would make PostgreSQL refuse the
 * row, the others would reach pages, feeds and mail. Our own API refuses such text with 400;
 * GitHub's text cannot be refused, so it is cleaned once where it comes in. Walks with its own
 * stack, however deep the value.
 */
export function cleanStrings<T>(value: T): T {
  const clean = (item: unknown): unknown => (typeof item === 'string' ? stripForbiddenText(item) : item);
  const root = { value: clean(value) };
  const stack: object[] = typeof root.value === 'object' && root.value ? [root.value] : [];
  while (stack.length) {
    const node = stack.pop() as Record<string, unknown> | unknown[];
    if (Array.isArray(node)) {
      node.forEach((item, i) => {
        node[i] = clean(item);
        if (item && typeof item === 'object') stack.push(item);
      });
      continue;
    }
    for (const [key, item] of Object.entries(node)) {
      const cleanKey = stripForbiddenText(key);
      if (cleanKey !== key) delete node[key];
      node[cleanKey] = clean(item);
      if (item && typeof item === 'object') stack.push(item);
    }
  }
  return root.value as T;
}
