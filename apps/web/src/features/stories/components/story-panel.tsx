import { BookOpenText, History } from 'lucide-react';
import { useId, useState } from 'react';
import {
  postTargetLabels,
  postTargets,
  SHORT_SHA_LENGTH,
  X_MAX_LENGTH,
  xLength,
  type GenerateStoryBody,
  type PostTarget,
  type StoryResponse,
} from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FailureAlert } from '@/components/ui/failure-alert';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useGenerateStory } from '../api/generate-story';
import { StoryOtherPicks } from './story-other-picks';

export interface StoryPanelProps {
  projectId: string;
  /** The commits ticked in the picker, in the order they were ticked (the story orders them itself). */
  picked: string[];
  onClear: () => void;
}

/** The written story: the update (draft or published) and the X thread, part by part. */
function StoryResult({ story }: { story: StoryResponse }) {
  const { update, thread, left_out: leftOut } = story;
  const target = story.post.target ?? 'x';
  const onX = target === 'x';
  return (
    <div className="grid gap-3 rounded-lg border border-border bg-background p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={update.status === 'draft' ? 'default' : 'outline'}>
          {update.status === 'draft' ? 'Saved as a draft' : 'Published'}
        </Badge>
        <h4 className="font-semibold break-words">{update.title}</h4>
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium">
          {onX
            ? `X thread · ${thread.length} ${thread.length === 1 ? 'post' : 'posts'}`
            : `${postTargetLabels[target]} post`}
        </p>
        <ol aria-label={onX ? 'X thread' : `${postTargetLabels[target]} post`} className="grid gap-2">
          {thread.map((part, i) => (
            <li
              key={i}
              className="rounded-md border border-border bg-muted/40 p-3 text-sm whitespace-pre-wrap"
            >
              {part}
              <span className="mt-1 block text-right text-xs text-muted-foreground">
                {onX ? `${xLength(part)}/${X_MAX_LENGTH}` : `${part.length} characters`}
              </span>
            </li>
          ))}
        </ol>
      </div>
      {leftOut.length > 0 && (
        <div className="grid gap-1 text-sm text-muted-foreground">
          <p className="font-medium text-foreground">Left out</p>
          <ul aria-label="Left out" className="grid gap-1">
            {leftOut.map((l) => (
              <li key={l.sha}>
                <code className="font-mono text-xs text-accent">{l.sha.slice(0, SHORT_SHA_LENGTH)}</code>{' '}
                {l.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Which of the other picks is being written, if one is. */
function otherPickPending(asked: GenerateStoryBody | undefined): 'pull' | 'dates' | null {
  if (asked?.pull_request !== undefined) return 'pull';
  return asked?.since !== undefined ? 'dates' : null;
}

/**
 * One story about several commits: the ones ticked in Recent Commits, every commit since the
 * last published update, a merged pull request's or some days'; written as one update (by the
 * project's review rule) and one post for the chosen network.
 */
export function StoryPanel({ projectId, picked, onClear }: StoryPanelProps) {
  const id = useId();
  const story = useGenerateStory(projectId);
  const [target, setTarget] = useState<PostTarget>('x');
  const write = (body: Parameters<typeof story.mutate>[0]) =>
    story.mutate({ ...body, ...(target === 'x' ? {} : { target }) }, { onSuccess: onClear });
  return (
    <section
      aria-labelledby="story-title"
      className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-card"
    >
      <div>
        <h3 id="story-title" className="font-semibold">
          Story from several commits
        </h3>
        <p className="text-sm text-muted-foreground">
          One update and one post (an X thread, or a LinkedIn, Discord, Bluesky or Mastodon post) about them
          together: features first, fixes next, noise left out.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-target`} className="text-xs text-muted-foreground">
            Post for
          </Label>
          <Select
            id={`${id}-target`}
            className="w-36"
            value={target}
            disabled={story.isPending}
            onChange={(event) => setTarget(event.target.value as PostTarget)}
          >
            {postTargets.map((t) => (
              <option key={t} value={t}>
                {postTargetLabels[t]}
              </option>
            ))}
          </Select>
        </div>
        <Button
          disabled={picked.length < 2 || story.isPending}
          loading={story.isPending && story.variables?.commit_shas !== undefined}
          onClick={() => write({ commit_shas: picked })}
        >
          <BookOpenText aria-hidden className="size-4" />
          {picked.length < 2 ? 'Tick two or more commits' : `Write a story from ${picked.length} commits`}
        </Button>
        <Button
          variant="secondary"
          disabled={story.isPending}
          loading={story.isPending && story.variables?.since_last_update === true}
          onClick={() => write({ since_last_update: true })}
        >
          <History aria-hidden className="size-4" />
          Since the last published update
        </Button>
        {picked.length > 0 && (
          <Button variant="ghost" onClick={onClear} disabled={story.isPending}>
            Clear {picked.length} ticked
          </Button>
        )}
      </div>
      <StoryOtherPicks
        disabled={story.isPending}
        pending={otherPickPending(story.isPending ? story.variables : undefined)}
        onWrite={write}
      />
      {story.isError && <FailureAlert title="Could not write the story" error={story.error} />}
      {story.data && <StoryResult story={story.data} />}
    </section>
  );
}
