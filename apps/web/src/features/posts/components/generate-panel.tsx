import { RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { projectMessages, type GeneratePostBody, type Post, type RepoCommit } from '@shiplog/contract';
import { GenerationFailure } from '@/components/generation/generation-failure';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { firstLine, shortSha } from '@/lib/commit-format';
import { useGenerateProjectPost } from '../api/generate-project-post';
import { PostHistory } from './post-history';

export interface GeneratePanelProps {
  projectId: string;
  commit: RepoCommit;
  /** What to do with the edited post, next to Regenerate (publishing it, composed in by the route). */
  renderPublish: (args: { content: string; regenerate: ReactNode }) => ReactNode;
}

/**
 * 'Generate Build Update' for the selected commit: no post → Generate Post;
 * generating → spinner; a post → an editable draft with Regenerate and Publish Update. Each
 * Regenerate asks for another wording (`variant` 1, 2, …) of the same post (`post_id`): the post
 * is written again, and the wordings it had are its history to go back to. When the writer
 * finds nothing worth sharing, its reason shows with 'Write anyway'.
 */
export function GeneratePanel({ projectId, commit, renderPublish }: GeneratePanelProps) {
  const id = useId();
  const section = useRef<HTMLElement>(null);
  const generate = useGenerateProjectPost();
  const [post, setPost] = useState<Post | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  // How many other wordings were asked for: Regenerate sends the next one.
  const variant = useRef(0);

  // Selecting a commit far down the list should not leave its panel out of sight.
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  function send(body: GeneratePostBody) {
    generate.mutate(body, {
      onSuccess: (written) => {
        setPost(written);
        setDraft(written.content);
      },
    });
  }

  function run() {
    send({
      project_id: projectId,
      commit_message: commit.commit.message,
      commit_sha: commit.sha,
      author: commit.commit.author.name,
    });
  }

  function regenerate() {
    variant.current += 1;
    send({
      project_id: projectId,
      commit_message: commit.commit.message,
      commit_sha: commit.sha,
      author: commit.commit.author.name,
      variant: variant.current,
      ...(post ? { post_id: post.id } : {}),
    });
  }

  let body;
  if (generate.isPending)
    body = (
      <div
        role="status"
        className="flex items-center gap-3 rounded-lg border border-border bg-background/60 px-4 py-8"
      >
        <Spinner className="text-accent" />
        <span className="text-sm text-muted-foreground">{projectMessages.generating}</span>
      </div>
    );
  else if (draft === null)
    body = (
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Write a post about this commit with AI. You can edit it before publishing.
        </p>
        <Button onClick={run}>
          <Sparkles aria-hidden className="size-4" />
          Generate Post
        </Button>
      </div>
    );
  else
    body = (
      <div className="grid gap-3">
        <label htmlFor={`${id}-post`} className="text-sm font-medium">
          Post
        </label>
        <Textarea
          id={`${id}-post`}
          rows={7}
          value={draft}
          // The draft replaces the button that asked for it: editing is what comes next.
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          aria-describedby={`${id}-count`}
        />
        <p id={`${id}-count`} className="text-xs text-muted-foreground">
          {draft.length} characters
        </p>
        <PostHistory history={post?.history ?? []} onUse={setDraft} />
        {renderPublish({
          content: draft,
          regenerate: (
            <Button variant="secondary" onClick={regenerate}>
              <RefreshCw aria-hidden className="size-4" />
              Regenerate
            </Button>
          ),
        })}
      </div>
    );

  return (
    <section
      ref={section}
      aria-labelledby={`${id}-title`}
      className="grid scroll-mt-24 gap-4 rounded-xl border border-primary/30 bg-primary/[0.04] p-4 sm:p-5"
    >
      <div>
        <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
          <Sparkles aria-hidden className="size-4 text-accent" />
          Generate Build Update
        </h3>
        <p className="mt-1 text-sm break-words text-muted-foreground">
          From commit <code className="font-mono text-xs text-accent">{shortSha(commit.sha)}</code>:{' '}
          {firstLine(commit.commit.message)}
        </p>
      </div>
      {body}
      {generate.isError && (
        <GenerationFailure
          error={generate.error}
          failedTitle={projectMessages.generatePostFailed}
          onWriteAnyway={() => generate.variables && send({ ...generate.variables, force: true })}
        />
      )}
    </section>
  );
}
