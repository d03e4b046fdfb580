import { FolderGit2, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { paths, projectMessages } from '@shiplog/contract';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { usePublicProjects } from '../api/get-public-projects';
import { LoadMore } from '../components/public-list/load-more';
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

/** /projects/public: every public project, newest first, a page at a time. */
export function PublicProjectsPage() {
  const query = usePublicProjects();
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
        description="Projects their owners make public show up here, with their latest updates."
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
      <div className="mt-12">{content}</div>
    </Container>
  );
}
