import { FolderGit2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';

export function PublicProjectsPage() {
  return (
    <Container className="py-16">
      <PageHeader
        title="Public Projects"
        description="Browse projects built in public on Shiplog: changelogs, updates and waitlists."
      />
      <EmptyState
        className="mt-12"
        icon={FolderGit2}
        title="No public projects yet"
        description="Projects their owners make public show up here, with their latest updates."
        action={
          <Button asChild variant="secondary">
            <Link to={paths.projects}>Add your project</Link>
          </Button>
        }
      />
    </Container>
  );
}
