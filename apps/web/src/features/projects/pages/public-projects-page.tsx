import { FolderGit2, RotateCw } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { paths, PUBLIC_PROJECT_SORTS, projectMessages, type PublicProjectSort } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PillNav } from '@/components/ui/pill-nav';
import { usePublicProjects } from '../api/get-public-projects';
import { LoadMore } from '@/components/ui/load-more';
import { PublicProjectCard } from '../components/public-list/public-project-card';
import {
  projectGridClasses,
  PublicProjectsSkeleton,
} from '../components/public-list/public-projects-skeleton';

function RetryButton({ onRetry, busy }: { onRetry: () => void; busy: boolean }) {
  return (
    <Button size="sm" variant="secondary" loading={busy} onClick={onRetry}>
      {!busy && <RotateCw aria-hidden className="size-3.5" />}
      Retry
    </Button>
  );
}

const SORT_LABELS: Record<PublicProjectSort, string> = {
  recent: 'Recently shipped',
  updates: 'Most updates',
};

/** The order in the address (`?sort=updates`); recently shipped when it names none or an unknown one. */
function useSort(): PublicProjectSort {
  const asked = useSearchParams()[0].get('sort');
  return PUBLIC_PROJECT_SORTS.find((sort) => sort === asked) ?? 'recent';
}

/** /projects/public: every public project that has shipped, recently shipped (or most updates) first, a page at a time. */
export function PublicProjectsPage() {
  const sort = useSort();
  const query = usePublicProjects(sort);
  const projects = query.data?.pages.flatMap((page) => page.projects) ?? [];

  let content;
  if (query.isPending) {
    content = <PublicProjectsSkeleton />;
  } else if (query.isError && !query.data) {
    content = (
      <Alert
        variant="error"
        action={<RetryButton busy={query.isFetching} onRetry={() => void query.refetch()} />}
      >
        {projectMessages.fetchProjectsFailed}
      </Alert>
    );
  } else if (projects.length === 0) {
    content = (
      <EmptyState
        icon={FolderGit2}
        title="No public projects yet"
        description="Public projects show up here once they publish their first update."
        action={
          <Button asChild variant="secondary">
            <Link to={paths.projects}>Add your project</Link>
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <ul className={projectGridClasses}>
          {projects.map((project) => (
            <li key={project.id}>
              <PublicProjectCard project={project} />
            </li>
          ))}
        </ul>
        {query.isFetchNextPageError && (
          <Alert variant="error" className="mt-8">
            {projectMessages.fetchProjectsFailed}
          </Alert>
        )}
        {query.hasNextPage && (
          <LoadMore
            loading={query.isFetchingNextPage}
            auto={!query.isFetchNextPageError}
            onLoadMore={() => void query.fetchNextPage()}
          />
        )}
      </>
    );
  }

  return (
    <Container className="py-16">
      <PageHeader
        title="Public Projects"
        description="Browse projects built in public on Shiplog: changelogs, updates and waitlists."
      />
      <div className="mt-10">
        <PillNav
          label="Order"
          items={PUBLIC_PROJECT_SORTS.map((value) => ({
            label: SORT_LABELS[value],
            to: value === 'recent' ? '?' : `?sort=${value}`,
            active: sort === value,
          }))}
        />
      </div>
      <div className="mt-6">{content}</div>
    </Container>
  );
}
