import { KeyRound } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { apiTokenMessages, apiTokenScopeLabels, type ApiToken } from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useApiTokens } from '../api/list-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { expiresText, isExpired, lastUsedText } from './token-labels';

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const expired = isExpired(token);
  return (
    <li className="flex flex-col gap-3 px-6 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-medium">{token.name}</p>
          <Badge variant={token.scope === 'write' ? 'warning' : 'default'}>
            {apiTokenScopeLabels[token.scope]}
          </Badge>
          {expired && <Badge variant="danger">Expired</Badge>}
        </div>
        <p className="mt-1 font-mono text-xs text-muted-foreground">shp_…{token.hint}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          Created {formatDate(token.created_at)} · {expiresText(token)} · {lastUsedText(token)}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Revoke ${token.name}`}
        className="hover:text-danger"
        onClick={onRevoke}
      >
        Revoke
      </Button>
    </li>
  );
}

/** The user's tokens (loading, failed, none, or each with Revoke behind a confirmation). */
export function ApiTokenList() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const list = useRef<HTMLDivElement>(null);

  if (tokens.isPending)
    return (
      <div className="grid gap-3 p-6" data-testid="api-tokens-loading">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-4 w-72" />
      </div>
    );
  if (tokens.isError)
    return (
      <div className="p-6">
        <RetryAlert
          title={apiTokenMessages.loadFailed}
          retrying={tokens.isFetching}
          onRetry={() => void tokens.refetch()}
        />
      </div>
    );

  const close = () => {
    revoke.reset();
    setRevoking(null);
  };
  return (
    <div ref={list} tabIndex={-1} className="focus-visible:outline-none">
      {tokens.data.length === 0 ? (
        <div className="flex items-start gap-3 p-6 text-sm text-muted-foreground">
          <KeyRound aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>{apiTokenMessages.empty}</p>
        </div>
      ) : (
        <ul aria-label="Your API tokens" className="divide-y divide-border">
          {tokens.data.map((token) => (
            <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={close}
        className="max-w-md"
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description={apiTokenMessages.revokeConfirm}
        confirmLabel="Revoke token"
        pending={revoke.isPending}
        onConfirm={() =>
          revoke.mutateAsync(revoking!.id).then(() => toast.success(apiTokenMessages.revokedToast))
        }
        onConfirmed={close}
        focusAfterConfirm={() => list.current?.focus()}
        failureMessage={apiTokenMessages.revokeFailed}
      />
    </div>
  );
}
