import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Logo } from '@/components/brand/logo';
import { Container } from '@/components/ui/container';
import { footerColumns, socialLinks, type FooterLink } from './nav-items';

const linkClasses = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

function FooterAnchor({ link }: { link: FooterLink }) {
  return link.external ? (
    <a href={link.href} className={linkClasses}>
      {link.label}
    </a>
  ) : (
    <Link to={link.href} className={linkClasses}>
      {link.label}
    </Link>
  );
}

export function Footer() {
  return (
    <footer className="border-t border-border bg-background">
      <Container className="grid grid-cols-2 gap-x-8 gap-y-10 py-14 sm:grid-cols-3 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
        <div className="col-span-2 max-w-xs sm:col-span-3 lg:col-span-1">
          <Link to={paths.home} className="-m-1 inline-flex items-center rounded-md p-1">
            <Logo />
          </Link>
          <p className="mt-4 text-sm leading-6 text-muted-foreground">
            Turn your commits into stories. Social posts, public changelogs and subscriber updates for
            developers who build in public.
          </p>
          <ul className="mt-6 flex items-center gap-1">
            {socialLinks.map(({ label, href, icon: Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  aria-label={label}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-secondary hover:text-foreground"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title.toLowerCase()}`}>
            <h2 id={`footer-${column.title.toLowerCase()}`} className="text-sm font-semibold text-foreground">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.label}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>
      <div className="border-t border-border">
        <Container className="flex flex-col gap-2 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          {/* Pre-rendered pages carry the build's year: a new year is not a hydration error. */}
          <p suppressHydrationWarning>© {new Date().getFullYear()} Shiplog. All rights reserved.</p>
          <p>Built in public, one commit at a time.</p>
        </Container>
      </div>
    </footer>
  );
}
