import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** tailwind-merge must know the theme's custom scales, or `text-display` would pass for a colour. */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'title', 'heading', 'lead'],
      shadow: ['card', 'popover', 'glow'],
    },
  },
});

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds tailwind-merge's class map, which it does on first use (7 ms on a laptop, several times
 * that on a phone): the app's start gives it a task of its own, so no render slice carries it.
 */
export function prepareClassMerging(): void {
  twMerge('p-0');
}
