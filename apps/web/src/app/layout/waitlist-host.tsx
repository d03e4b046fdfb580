import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  REFERRAL_PARAM,
  WAITLIST_INVITE_PARAM,
  WAITLIST_WIZARD_OPEN,
  WAITLIST_WIZARD_PARAM,
} from '@shiplog/contract';
import { rememberReferral } from '@/features/waitlist/lib/referral';
import { useHydrated } from '@/lib/use-hydrated';

/** Loaded the first time the wizard opens, so no page's first load pays for it. */
const WaitlistDialogs = lazy(async () => ({
  default: (await import('@/features/waitlist/components/waitlist-dialogs')).WaitlistDialogs,
}));

/**
 * The waitlist wizard for every page: it is open while the URL carries `?waitlist=open`, so any
 * 'Join Waitlist' button or link (or a link in a mail) opens it, and closing it takes the
 * parameter away again (replacing the history entry, the page keeps its scroll). A `?ref=` code
 * on the URL is remembered for the entry.
 */
/** `search` without the wizard's parameters, an invitation's too ('' when nothing is left). */
function withoutWizard(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(WAITLIST_WIZARD_PARAM);
  params.delete(WAITLIST_INVITE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function WaitlistHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  // Pre-rendered pages were rendered without the query: the wizard opens once they are hydrated.
  const open = useHydrated() && params.get(WAITLIST_WIZARD_PARAM) === WAITLIST_WIZARD_OPEN;
  const ref = params.get(REFERRAL_PARAM);
  const [loaded, setLoaded] = useState(open);
  if (open && !loaded) setLoaded(true);

  useEffect(() => rememberReferral(ref), [ref]);

  if (!loaded) return null;
  const close = () =>
    void navigate(
      { pathname: location.pathname, search: withoutWizard(location.search), hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  return (
    <Suspense fallback={null}>
      <WaitlistDialogs open={open} onOpenChange={(next) => !next && close()} />
    </Suspense>
  );
}
