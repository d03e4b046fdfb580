import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { paths, type Project } from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ProjectMeta } from './project-links';
import { ProjectLogo } from './project-logo';

/** The owner's header: icon or first letter, name, description, Settings, created date, links. */
export function OwnerHeader({ project }: { project: Project }) {
  return (
    <header className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-4 sm:gap-5">
        <ProjectLogo project={project} prefer="icon" />
        <div className="min-w-0 space-y-2.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{project.name}</h1>
            <Badge variant={project.is_private ? 'warning' : 'success'}>
              {project.is_private ? 'Private' : 'Public'}
            </Badge>
          </div>
          {project.description && <p className="max-w-2xl text-muted-foreground">{project.description}</p>}
          <ProjectMeta project={project} />
        </div>
      </div>
      <Button asChild variant="secondary" className="self-start">
        <Link to={paths.projectSettings(project.id)}>
          <Settings aria-hidden className="size-4" />
          Settings
        </Link>
      </Button>
    </header>
  );
}
