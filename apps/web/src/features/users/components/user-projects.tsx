import { FolderGit2 } from 'lucide-react';
import { Link } from 'react-router';
import { projectPagePaths, userMessages, type UserProjectSummary } from '@shiplog/contract';
import { EmptyState } from '@/components/ui/empty-state';
import { formatShortDay } from '@/lib/format';

/** The user's public projects, each linking to its public page. */
export function UserProjects({ projects }: { projects: UserProjectSummary[] }) {
  return (
    <section aria-labelledby="user-projects" className="mt-12">
      <h2 id="user-projects" className="text-xl font-semibold tracking-tight">
        {userMessages.projectsTitle}
      </h2>
      {projects.length === 0 ? (
        <EmptyState icon={FolderGit2} title={userMessages.noProjects} as="h3" className="mt-6" />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {projects.map((project) => (
            <li key={project.id}>
              <Link
                to={projectPagePaths(project).page}
                className="flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-card transition-colors hover:border-border-strong"
              >
                <span className="font-medium">{project.name}</span>
                <span className="mt-1 text-sm text-muted-foreground">{project.repository_name}</span>
                {project.description && (
                  <span className="mt-3 line-clamp-3 text-sm leading-6 text-muted-foreground">
                    {project.description}
                  </span>
                )}
                <span className="mt-auto pt-4 text-xs text-muted-foreground">
                  Created {formatShortDay(project.created_at)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
