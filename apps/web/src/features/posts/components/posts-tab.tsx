import { GitCommitHorizontal, MessageSquareText, RotateCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { postMessages, type Post } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { usePosts } from '../api/get-posts';
import { DeletePostDialog } from './delete-post-dialog';
import { ListSkeleton } from './list-skeleton';
import { PostCard } from './post-card';
import { TabHeading } from './tab-heading';

/** The Posts tab: every post written from a commit, newest first, to edit and share. */
export function PostsTab({ onShowCommits }: { onShowCommits: () => void }) {
  const posts = usePosts();
  const [deleting, setDeleting] = useState<Post | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // After the list without the post has rendered: the heading, or the panel when it was the last one.
  const focusAfterDelete = () => setTimeout(() => (heading.current ?? panel.current)?.focus(), 0);

  let body;
  if (posts.isPending) body = <ListSkeleton label="Loading posts" tall />;
  else if (posts.isError && !posts.data)
    body = (
      <Alert
        variant="error"
        title={postMessages.fetchFailed}
        action={
          <Button
            variant="secondary"
            size="sm"
            loading={posts.isFetching}
            onClick={() => void posts.refetch()}
          >
            {!posts.isFetching && <RotateCw aria-hidden className="size-3.5" />}
            Try again
          </Button>
        }
      />
    );
  else if (!posts.posts || posts.posts.length === 0)
    body = (
      <EmptyState
        icon={MessageSquareText}
        title={postMessages.noPosts}
        description="Pick a commit on the Commits tab and Shiplog writes a post about it for you to edit and share."
        action={
          <Button variant="secondary" onClick={onShowCommits}>
            <GitCommitHorizontal aria-hidden className="size-4" />
            Go to Commits
          </Button>
        }
      />
    );
  else
    body = (
      <div className="grid gap-5">
        <TabHeading
          headingRef={heading}
          title="Your posts"
          detail={
            posts.hasNextPage
              ? `Your newest ${posts.posts.length} posts first; more below. Edit them, then share.`
              : `${posts.posts.length} ${posts.posts.length === 1 ? 'post' : 'posts'}, newest first. Edit them, then share.`
          }
        />
        <ul className="grid gap-4">
          {posts.posts.map((post) => (
            <PostCard key={post.id} post={post} onDelete={setDeleting} />
          ))}
        </ul>
        {posts.isFetchNextPageError && <Alert variant="error" title={postMessages.fetchFailed} />}
        {posts.hasNextPage && (
          <LoadMore
            className="mt-0"
            loading={posts.isFetchingNextPage}
            auto={!posts.isFetchNextPageError}
            onLoadMore={() => void posts.fetchNextPage()}
          />
        )}
      </div>
    );

  return (
    <div ref={panel} tabIndex={-1} className="focus:outline-none">
      {body}
      <DeletePostDialog
        post={deleting}
        onClose={() => setDeleting(null)}
        focusAfterDelete={focusAfterDelete}
      />
    </div>
  );
}
