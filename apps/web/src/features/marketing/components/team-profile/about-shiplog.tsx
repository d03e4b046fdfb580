import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { LogoMark } from '@/components/brand/logo';
import { profileMessages } from '../../lib/company-profile';

/** The 'What is Shiplog?' blurb, with a link to the features. */
export function AboutShiplog() {
  return (
    <section
      aria-labelledby="about-shiplog-title"
      className="rounded-xl border border-border bg-card p-6 shadow-card"
    >
      <div className="flex items-center gap-3">
        <LogoMark className="size-9" />
        <h2 id="about-shiplog-title" className="text-lg font-semibold tracking-tight">
          {profileMessages.about}
        </h2>
      </div>
      <p className="mt-4 text-sm leading-6 text-muted-foreground">
        Shiplog turns your commits into stories: AI-written posts for X, LinkedIn and Discord, a public
        changelog for every project, and updates for the people who follow it.
      </p>
      <Link
        to={paths.features}
        className="mt-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-accent underline-offset-4 hover:underline"
      >
        Explore the features <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  );
}
