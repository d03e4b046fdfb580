import { CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import type { CheckResult, CheckStatus } from './use-checks';

const badges: Record<CheckStatus, { label: string; variant: 'success' | 'danger' | 'outline' | 'default' }> =
  {
    running: { label: 'Running', variant: 'default' },
    success: { label: 'Success', variant: 'success' },
    failed: { label: 'Failed', variant: 'danger' },
    skipped: { label: 'Skipped', variant: 'outline' },
  };

function StatusIcon({ status }: { status: CheckStatus }) {
  if (status === 'running') return <Spinner size="md" className="text-muted-foreground" />;
  if (status === 'success') return <CircleCheck aria-hidden className="size-5 text-success" />;
  if (status === 'failed') return <CircleX aria-hidden className="size-5 text-danger" />;
  return <CircleMinus aria-hidden className="size-5 text-subtle-foreground" />;
}

/** Test results: Success, Failed or Skipped, with what was called and what came back. */
export function CheckList({ results }: { results: CheckResult[] }) {
  return (
    <ul className="divide-y divide-border">
      {results.map((check) => {
        const badge = badges[check.status];
        return (
          <li
            key={check.id}
            className="flex gap-4 py-4 first:pt-0 last:pb-0"
            aria-busy={check.status === 'running'}
          >
            <span className="mt-0.5">
              <StatusIcon status={check.status} />
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="font-medium">{check.label}</h3>
                <code className="font-mono text-xs text-subtle-foreground">{check.request}</code>
              </div>
              <p className="mt-1 text-sm break-words text-muted-foreground">{check.detail ?? 'Checking…'}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <Badge variant={badge.variant}>{badge.label}</Badge>
              {check.durationMs !== undefined && check.status !== 'skipped' && (
                <span className="font-mono text-xs text-subtle-foreground">{check.durationMs} ms</span>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
