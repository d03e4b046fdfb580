import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button, type ButtonProps } from './button';

/** The way out of a dead end: a large link to the home page. */
export function BackHomeButton({ variant, className }: Pick<ButtonProps, 'variant' | 'className'>) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <Link to={paths.home}>
        <ArrowLeft aria-hidden className="size-4" />
        Back to Home
      </Link>
    </Button>
  );
}
