import type { ComponentProps } from 'react';

/** A link to another site, opened in a new tab; screen readers hear that it does. */
export function ExternalAnchor({ children, ...props }: Omit<ComponentProps<'a'>, 'target' | 'rel'>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
