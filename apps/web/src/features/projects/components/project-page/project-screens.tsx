import { ArrowLeft, FolderSearch, TriangleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths, projectMessages } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useDocumentMeta } from '@/lib/seo';

function Screen({
  icon: Icon,
  title,
  text,
  link,
}: {
  icon: typeof TriangleAlert;
  title: string;
  text?: string;
  link: { to: string; label: string };
}) {
  const { pathname } = useLocation();
  useDocumentMeta({ title, description: text ?? title, path: pathname, noindex: true });
  return (
    <Container size="sm" className="flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl border border-border bg-card text-accent shadow-card">
        <Icon aria-hidden className="size-6" />
      </span>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-balance">{title}</h1>
      {text && <p className="mt-4 max-w-md text-base text-muted-foreground">{text}</p>}
      <Button asChild size="lg" className="mt-10">
        <Link to={link.to}>
          <ArrowLeft aria-hidden className="size-4" />
          {link.label}
        </Link>
      </Button>
    </Container>
  );
}

/** An unknown id, or someone else's private project. */
export function ProjectNotFound() {
  return (
    <Screen
      icon={FolderSearch}
      title="Project Not Found"
      text="This project does not exist, or its owner keeps it private."
      link={{ to: paths.publicProjects, label: 'Browse Projects' }}
    />
  );
}

export type ProjectErrorKind = 'idRequired' | 'loadDetailsFailed' | 'loadFailed';

/**
 * The spec's load errors: a visitor's ('Failed to load project details', 'Project ID is
 * required') lead home; a signed-in user's ('Failed to load project. Please try again.') to /projects.
 */
export function ProjectLoadError({ kind }: { kind: ProjectErrorKind }) {
  const link =
    kind === 'loadFailed'
      ? { to: paths.projects, label: 'Back to Projects' }
      : { to: paths.home, label: 'Back to Home' };
  return <Screen icon={TriangleAlert} title={projectMessages[kind]} link={link} />;
}
