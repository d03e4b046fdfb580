import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from './button';

export type ButtonLinkProps = ComponentProps<typeof Link> & Pick<ButtonProps, 'variant' | 'size'>;

/** A link inside the app that looks like a button (a way out of an empty or error state). */
export function ButtonLink({ variant = 'secondary', size, className, ...link }: ButtonLinkProps) {
  return (
    <Button
      asChild
      variant={variant}
      size={size}
      className={typeof className === 'string' ? className : undefined}
    >
      <Link {...link} />
    </Button>
  );
}
