import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { LogoMark } from '@/components/brand/logo';
import { cn } from '@/lib/cn';
import type { DomainSite } from '../domain-site';

/**
 * A discreet credit on a project's pages: the product's mark and "Made with Shiplog", leading to
 * the product's overview (on a custom domain, on the product's own host). `compact` keeps the words
 * for screen readers only below small tablets (the header's credit).
 */
export function MadeWithShiplog({
  site,
  compact = false,
  className,
}: {
  site?: DomainSite;
  compact?: boolean;
  className?: string;
}) {
  const classes = cn(
    'inline-flex items-center gap-1.5 rounded-md p-1 text-xs text-muted-foreground transition-colors hover:text-foreground',
    className,
  );
  const body = (
    <>
      <LogoMark className="size-5" />
      <span className={cn(compact && 'max-sm:sr-only')}>Made with Shiplog</span>
    </>
  );
  if (site)
    return (
      <a href={`${site.productUrl}${paths.overview}`} className={classes}>
        {body}
      </a>
    );
  return (
    <Link to={paths.overview} className={classes}>
      {body}
    </Link>
  );
}
