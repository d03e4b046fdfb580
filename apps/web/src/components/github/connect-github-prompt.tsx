import { Info } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { GithubIcon } from '@/components/brand/social-icons';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useGithubUnavailable } from '@/lib/auth-providers';
import { useConnectGithub } from '@/lib/github-connect';
import { cn } from '@/lib/cn';

export interface ConnectGithubPromptProps {
  /** A heading line, when the prompt stands for a whole panel. */
  title?: string;
  message: string;
  className?: string;
}

/**
 * Shown instead of repositories or commits while the account has no GitHub connection:
 * connects GitHub with the repo scope, and GitHub sends the browser back to this very page.
 */
export function ConnectGithubPrompt({ title, message, className }: ConnectGithubPromptProps) {
  const id = useId();
  const { pathname, search } = useLocation();
  const { connect, connecting } = useConnectGithub(`${pathname}${search}`);
  const unavailable = useGithubUnavailable();
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setError(null);
    setError(await connect());
  }

  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-xl border border-dashed border-border-strong px-6 py-10 text-center',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-xl border border-border bg-background shadow-card">
        <GithubIcon className="size-5" />
      </span>
      {title && <h2 className="max-w-sm text-base font-semibold text-balance">{title}</h2>}
      <p className={cn('max-w-sm text-sm', title ? 'text-muted-foreground' : 'text-foreground')}>{message}</p>
      <Button
        loading={connecting}
        disabled={Boolean(unavailable)}
        aria-describedby={unavailable ? `${id}-unavailable` : undefined}
        onClick={() => void start()}
      >
        {!connecting && <GithubIcon className="size-4" />}
        Connect GitHub
      </Button>
      {unavailable && (
        <p id={`${id}-unavailable`} className="flex gap-1.5 text-xs text-muted-foreground">
          <Info aria-hidden className="mt-px size-3.5 shrink-0" />
          {unavailable}
        </p>
      )}
      {error && (
        <Alert variant="error" className="w-full text-left">
          {error}
        </Alert>
      )}
    </div>
  );
}
