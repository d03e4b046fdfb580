import { useQueryClient } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { authMessages } from '@shiplog/contract';
import { GithubIcon } from '@/components/brand/social-icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useApiClient } from '@/lib/api-context';
import { useGithubUnavailable } from '@/lib/auth-providers';
import { githubUrlQueryOptions, type GithubMode } from '../api/get-github-url';

export interface GithubButtonProps {
  label: string;
  mode?: GithubMode;
  /** The page to open once signed in (a path on this site); the dashboard when absent. */
  next?: string;
}

/**
 * Sends the browser to GitHub. Whether the server can do that is asked when the page loads
 * (GET /api/auth/providers): when it cannot, the button is disabled with the server's explanation.
 * The authorize URL (and its OAuth state) is fetched only on click.
 */
export function GithubButton({ label, mode = 'signin', next }: GithubButtonProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [redirecting, setRedirecting] = useState(false);
  const [failed, setFailed] = useState(false);
  const unavailable = useGithubUnavailable();
  const hintId = `github-${mode}-unavailable`;

  async function start() {
    setFailed(false);
    setRedirecting(true);
    try {
      const answer = await queryClient.fetchQuery({
        ...githubUrlQueryOptions(client, mode, next),
        staleTime: 0,
      });
      if (answer.url) return window.location.assign(answer.url);
      setRedirecting(false);
    } catch {
      setRedirecting(false);
      setFailed(true);
    }
  }

  return (
    <div className="grid gap-3">
      <Button
        size="lg"
        className="w-full bg-foreground text-background shadow-none hover:bg-foreground/90 data-unavailable:border data-unavailable:border-dashed data-unavailable:border-border-strong data-unavailable:bg-transparent data-unavailable:text-muted-foreground data-unavailable:opacity-100"
        loading={redirecting}
        disabled={Boolean(unavailable)}
        data-unavailable={unavailable ? '' : undefined}
        aria-describedby={unavailable ? hintId : undefined}
        onClick={() => void start()}
      >
        {!redirecting && <GithubIcon className="size-5" />}
        {label}
      </Button>
      {unavailable && (
        <p
          id={hintId}
          className="flex items-start justify-center gap-1.5 text-center text-xs text-muted-foreground"
        >
          <Info aria-hidden className="mt-px size-3.5 shrink-0" />
          {unavailable}
        </p>
      )}
      {failed && <Alert variant="error">{authMessages.githubError}</Alert>}
    </div>
  );
}
