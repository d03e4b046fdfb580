import { Lock, Settings, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { paths, type Project } from '@shiplog/contract';
import { GithubIcon } from '@/components/brand/social-icons';
import { Button, buttonClasses } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';

export interface ProjectRowProps {
  project: Project;
  selected: boolean;
  onSelect: () => void;
  onDelete: () => void;
}

const iconButton = 'size-8 rounded-md [&_svg]:size-4';

/** One project in 'Your Projects': select it, open its settings, or delete it. */
export function ProjectRow({ project, selected, onSelect, onDelete }: ProjectRowProps) {
  return (
    <li
      className={cn(
        'flex items-start gap-1 rounded-lg border transition-colors',
        selected
          ? 'border-primary/60 bg-primary/10 shadow-glow'
          : 'border-transparent hover:border-border hover:bg-secondary/60',
      )}
    >
      <button
        type="button"
        aria-pressed={selected}
        onClick={onSelect}
        className="min-w-0 flex-1 cursor-pointer rounded-lg px-3 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex items-center gap-2">
          <span className="truncate font-medium">{project.name}</span>
          {project.is_private && (
            <span className="flex shrink-0 items-center text-muted-foreground">
              <Lock aria-hidden className="size-3.5" />
              <span className="sr-only">(private)</span>
            </span>
          )}
        </span>
        {project.description && (
          <span className="mt-1 line-clamp-2 text-sm text-muted-foreground">{project.description}</span>
        )}
        <span className="mt-2 flex items-center gap-1.5 text-xs text-subtle-foreground">
          <GithubIcon className="size-3.5 shrink-0" />
          <span className="truncate">{project.repository_name}</span>
        </span>
      </button>
      <div className="flex shrink-0 flex-col gap-1 py-2 pr-2">
        <Tooltip content="Project settings" side="left">
          <Link
            to={paths.projectSettings(project.id)}
            aria-label={`Settings for ${project.name}`}
            className={buttonClasses({ variant: 'ghost', size: 'icon', className: iconButton })}
          >
            <Settings aria-hidden />
          </Link>
        </Tooltip>
        <Tooltip content="Delete project" side="left">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${project.name}`}
            className={cn(iconButton, 'hover:bg-danger-muted hover:text-danger')}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        </Tooltip>
      </div>
    </li>
  );
}
