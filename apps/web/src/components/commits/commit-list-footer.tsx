import { ChevronDown, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { boundedSearchNote, describeSearch, isBoundedSearch, type CommitSearch } from '@/lib/commit-search';

/** The pages of a commit list as TanStack's infinite query gives them. */
export interface CommitPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export interface CommitListFooterProps {
  pages: CommitPages;
  search: CommitSearch;
  /** What the failed page says (GitHub's state), under 'Failed to load more commits'. */
  failure?: string | null;
}

/** Under a commit list: 'Load more', or that this is all; and how far a text search looked. */
export function CommitListFooter({ pages, search, failure }: CommitListFooterProps) {
  const bounded = isBoundedSearch(search.query);
  return (
    <div className="grid gap-3">
      {pages.isFetchNextPageError && (
        <RetryAlert
          title="Failed to load more commits."
          retrying={pages.isFetchingNextPage}
          onRetry={() => void pages.fetchNextPage()}
        >
          {failure}
        </RetryAlert>
      )}
      {pages.hasNextPage && !pages.isFetchNextPageError ? (
        <Button
          type="button"
          variant="outline"
          className="w-full"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {!pages.isFetchingNextPage && <ChevronDown aria-hidden className="size-4" />}
          {pages.isFetchingNextPage ? 'Loading more commits…' : 'Load more'}
        </Button>
      ) : (
        !pages.hasNextPage && (
          <p className="text-center text-xs text-muted-foreground">
            {search.active ? 'That is every commit found.' : 'That is every commit.'}
          </p>
        )
      )}
      {bounded && <p className="text-xs text-muted-foreground">{boundedSearchNote(search.query)}</p>}
    </div>
  );
}

/** 'No commits match “ical” since Sep 1, 2025', with Clear search. */
export function NoMatchingCommits({ search }: { search: CommitSearch }) {
  const bounded = isBoundedSearch(search.query);
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border-strong px-6 py-8 text-center"
    >
      <SearchX aria-hidden className="size-5 text-accent" />
      <p className="text-sm font-medium break-words">No commits match {describeSearch(search.applied)}.</p>
      {bounded && <p className="text-sm text-muted-foreground">{boundedSearchNote(search.query)}</p>}
      <Button type="button" variant="secondary" size="sm" onClick={search.clear}>
        Clear search
      </Button>
    </div>
  );
}
