import { ArrowLeft, Eye, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths, projectPagePaths, type Project } from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';

/** Back to My Projects, the project's name and a link to its page. */
export function SettingsHeader({ project }: { project: Project }) {
  return (
    <div className="grid gap-6">
      <BackToProjects />
      <PageHeader
        eyebrow="Project settings"
        title={<span className="break-words">{project.name}</span>}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm break-all">{project.repository_name}</span>
            {project.is_private && (
              <Badge variant="outline">
                <Lock aria-hidden className="size-3" />
                Private
              </Badge>
            )}
          </span>
        }
        actions={
          <Button asChild variant="secondary" className="max-sm:w-full">
            <Link to={projectPagePaths(project).page}>
              <Eye aria-hidden className="size-4" />
              View Project
            </Link>
          </Button>
        }
      />
    </div>
  );
}

export function BackToProjects({ to = paths.projects }: { to?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <ArrowLeft aria-hidden className="size-4" />
      My Projects
    </Link>
  );
}
