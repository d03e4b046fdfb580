import { GitCommitHorizontal, MessageSquareText } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  authMessages,
  DEFAULT_POST_TARGET,
  paths,
  postMessages,
  type DashboardCommit,
  type User,
} from '@shiplog/contract';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useGithubConnectedNotice } from '@/lib/github-connect';
import { useCurrentSession } from '@/lib/session';
import { CommitsTab } from '../components/commits-tab';
import { PostsTab } from '../components/posts-tab';
import { RefreshButton, type DashboardTab } from '../components/refresh-button';
import type { WritingChoice } from '../components/writing-options';

/** The open tab lives in the address (`?tab=posts`), so it survives a reload and the GitHub round trip. */
const TAB_PARAM = 'tab';

/** 'Logged in as' followed by the name, or the email when there is none. */
function loggedInAs(user: User): string {
  return user.user_metadata.name?.trim() || user.user_metadata.full_name?.trim() || user.email;
}

export interface DashboardPageProps {
  /** The drafts feature's 'Drafts (n)' link (composed in by the route), next to Refresh. */
  draftsLink?: ReactNode;
  /** The users feature's following feed (composed in by the route), under the tabs. */
  following?: ReactNode;
  /**
   * The stories feature's panel for the commits ticked in the Commits tab (composed in by the
   * route; it shows nothing until commits are ticked); without it, commits have no checkbox.
   */
  story?: (picked: DashboardCommit[], clear: () => void) => ReactNode;
}

/** /dashboard: the Commits and Posts tabs. */
export function DashboardPage({ draftsLink, following, story }: DashboardPageProps = {}) {
  const { user } = useCurrentSession();
  const { search } = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // No tone: each project's own default (its Voice settings) until one is picked.
  const [writing, setWriting] = useState<WritingChoice>({ target: DEFAULT_POST_TARGET });
  // Commits ticked for one story, in the order they were ticked.
  const [picked, setPicked] = useState<DashboardCommit[]>([]);
  const toggle = (commit: DashboardCommit) =>
    setPicked((now) =>
      now.some((c) => c.id === commit.id) ? now.filter((c) => c.id !== commit.id) : [...now, commit],
    );
  const picks = story && {
    ids: new Set(picked.map((c) => c.id)),
    onToggle: toggle,
    panel: story(picked, () => setPicked([])),
  };
  const processing = params.has('code') || params.has('error');
  const tab: DashboardTab = params.get(TAB_PARAM) === 'posts' ? 'posts' : 'commits';
  useGithubConnectedNotice();

  // An OAuth redirect that lands on the dashboard is finished by the callback screen.
  useEffect(() => {
    if (processing) void navigate({ pathname: paths.authCallback, search }, { replace: true });
  }, [navigate, processing, search]);

  function showTab(next: DashboardTab) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'posts') updated.set(TAB_PARAM, next);
        else updated.delete(TAB_PARAM);
        return updated;
      },
      { replace: true },
    );
  }

  function announceGenerated() {
    toast.success(postMessages.generated, {
      action: { label: 'View posts', onClick: () => showTab('posts') },
    });
  }

  if (processing) {
    return (
      <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3">
        <Spinner size="lg" className="text-accent" />
        <p className="text-sm text-muted-foreground">{authMessages.processing}</p>
      </div>
    );
  }
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        title="Dashboard"
        description={
          <>
            Logged in as <span className="font-medium text-foreground">{loggedInAs(user)}</span>
          </>
        }
        actions={
          <>
            {draftsLink}
            <RefreshButton tab={tab} />
          </>
        }
      />
      <Tabs value={tab} onValueChange={(value) => showTab(value as DashboardTab)} className="mt-10">
        <TabsList aria-label="Dashboard sections" className="w-full sm:w-auto">
          <TabsTrigger value="commits" className="flex-1 sm:flex-none">
            <GitCommitHorizontal aria-hidden className="size-4" />
            Commits
          </TabsTrigger>
          <TabsTrigger value="posts" className="flex-1 sm:flex-none">
            <MessageSquareText aria-hidden className="size-4" />
            Posts
          </TabsTrigger>
        </TabsList>
        <TabsContent value="commits">
          <CommitsTab
            writing={writing}
            onWritingChange={setWriting}
            onGenerated={announceGenerated}
            {...(picks ? { picks } : {})}
          />
        </TabsContent>
        <TabsContent value="posts">
          <PostsTab onShowCommits={() => showTab('commits')} />
        </TabsContent>
      </Tabs>
      {following}
    </Container>
  );
}
