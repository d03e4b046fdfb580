import { CalendarDays, FolderPlus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { withWaitlistWizard } from '@shiplog/contract';
import { LogoMark } from '@/components/brand/logo';
import { Button } from '@/components/ui/button';
import { profileMessages, type CompanyProfile } from '../../lib/company-profile';
import { formatLongDay } from '@/lib/format';
import { ProfileLinks } from './profile-links';
import { ProfileStats } from './profile-stats';

/** Banner, name, founded date, description and links; the stats and 'List a Project' beside them. */
export function ProfileHero({ profile }: { profile: CompanyProfile }) {
  // 'List a Project' opens the waitlist wizard over this page (the app hosts it).
  const { pathname, search } = useLocation();
  return (
    <section
      aria-labelledby="profile-title"
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-card"
    >
      {/* Both glows fade out before the banner's lower edge, so it melts into the card. */}
      <div
        aria-hidden
        className="relative h-28 bg-[radial-gradient(ellipse_at_top_left,rgb(110_86_248/0.5),transparent_62%),radial-gradient(ellipse_at_top_right,rgb(169_156_255/0.16),transparent_60%)] sm:h-36"
      >
        <div className="absolute inset-0 bg-grid [mask-image:linear-gradient(to_bottom,black,transparent)]" />
      </div>
      <div className="grid gap-8 px-5 pb-6 sm:px-8 sm:pb-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
        <div className="min-w-0">
          <span className="-mt-10 inline-flex rounded-[1.35rem] bg-card p-1.5 sm:-mt-12">
            <LogoMark className="size-16 sm:size-20" />
          </span>
          <h1 id="profile-title" className="mt-4 text-3xl font-semibold tracking-tight sm:text-title">
            {profile.companyName}
          </h1>
          <p className="mt-2 flex items-center gap-1.5 text-sm text-muted-foreground">
            <CalendarDays aria-hidden className="size-4" />
            Founded {formatLongDay(profile.foundedDate)}
          </p>
          <p className="mt-4 max-w-2xl text-base text-pretty text-foreground/90">{profile.description}</p>
          <div className="mt-5">
            <ProfileLinks profile={profile} />
          </div>
        </div>
        <div className="flex flex-col gap-3 lg:w-96">
          <ProfileStats />
          <Button asChild size="lg">
            <Link
              to={{ pathname, search: withWaitlistWizard(search) }}
              preventScrollReset
              aria-haspopup="dialog"
            >
              <FolderPlus aria-hidden className="size-4" />
              {profileMessages.listProject}
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
