import { ArrowLeft, FolderSearch, TriangleAlert, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths, projectMessages } from '@shiplog/contract';
import { Button } from '@/components/ui/button';
import { PageScreen } from '@/components/ui/page-screen';
import { useDocumentMeta } from '@/lib/seo';

function Screen({
  icon: Icon,
  title,
  text,
  link,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  link: { to: string; label: string };
}) {
  const { pathname } = useLocation();
  useDocumentMeta({ title, description: text ?? title, path: pathname, noindex: true });
  return (
    <PageScreen
      icon={Icon}
      tone="neutral"
      title={title}
      description={text}
      actions={
        <Button asChild size="lg">
          <Link to={link.to}>
            <ArrowLeft aria-hidden className="size-4" />
            {link.label}
          </Link>
        </Button>
      }
    />
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
 * The load errors: a visitor's ('Failed to load project details', 'Project ID is
 * required') lead home; a signed-in user's ('Failed to load project. Please try again.') to /projects.
 */
export function ProjectLoadError({ kind }: { kind: ProjectErrorKind }) {
  const link =
    kind === 'loadFailed'
      ? { to: paths.projects, label: 'Back to Projects' }
      : { to: paths.home, label: 'Back to Home' };
  return <Screen icon={TriangleAlert} title={projectMessages[kind]} link={link} />;
}
