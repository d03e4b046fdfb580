import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useRefreshDashboardCommits } from '../api/fetch-commits';
import { postKeys } from '../api/query-keys';

export type DashboardTab = 'commits' | 'posts';

/** Refresh: loads the open tab again (commits straight from GitHub, skipping the server's cache). */
export function RefreshButton({ tab }: { tab: DashboardTab }) {
  const queryClient = useQueryClient();
  const refreshCommits = useRefreshDashboardCommits();
  const queryKey = tab === 'commits' ? postKeys.commits() : postKeys.list();
  const fetching = useIsFetching({ queryKey }) > 0;

  function refresh() {
    if (tab === 'commits') void refreshCommits();
    else void queryClient.refetchQueries({ queryKey });
  }

  return (
    <Button variant="secondary" loading={fetching} aria-label={`Refresh ${tab}`} onClick={refresh}>
      {!fetching && <RefreshCw aria-hidden className="size-4" />}
      Refresh
    </Button>
  );
}
