import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '@shiplog/contract';
import { Logo } from '@/components/brand/logo';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { FixedBar } from './fixed-bar';
import { HeaderActions } from './header-actions';
import { MobileMenu } from './mobile-menu';
import { primaryNav } from './nav-items';

const navLinkClasses =
  'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:text-foreground';

/** Fixed top bar: transparent at the top, translucent once the page scrolls past the threshold. */
export function Header() {
  // The mobile menu is open only for the location it was opened at: any navigation closes it.
  const location = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  return (
    <FixedBar resting="bg-transparent" className={menuOpen && 'bg-background'}>
      <Container className="flex h-header items-center gap-4 lg:gap-8">
        <Link to={paths.home} className="-m-1 flex items-center rounded-md p-1">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {primaryNav.map((item) => (
              <li key={item.to}>
                {item.to.includes('#') ? (
                  <Link to={item.to} className={navLinkClasses}>
                    {item.label}
                  </Link>
                ) : (
                  <NavLink to={item.to} className={navLinkClasses}>
                    {item.label}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {/* The open mobile menu repeats these actions; showing both would be noise. */}
          <div className={cn('flex items-center gap-2', menuOpen && 'max-md:hidden')}>
            <HeaderActions />
          </div>
          <MobileMenu open={menuOpen} onOpenChange={(open) => setMenuOpenAt(open ? location.key : null)} />
        </div>
      </Container>
    </FixedBar>
  );
}
