import { useLocation, useNavigate } from 'react-router';
import { withWaitlistWizard } from '@shiplog/contract';

/** Opens the waitlist wizard over the current page (see WaitlistHost). */
export function useOpenWaitlist(): () => void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return () => void navigate({ pathname, search: withWaitlistWizard(search) }, { preventScrollReset: true });
}
