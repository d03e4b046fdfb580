import type { Project } from '@shiplog/contract';
import { BANNER_SIZES } from '@shiplog/contract/images-basics';
import { uploadedImageAttributes } from '@/lib/uploaded-image';
import { ProjectMeta } from './project-links';
import { ProjectLogo } from './project-logo';

/** The visitor's header: banner (or a gradient), logo, name, description, created date and links. */
export function ProjectHero({ project }: { project: Project }) {
  return (
    <header>
      <div className="relative h-36 overflow-hidden rounded-2xl border border-border sm:h-52">
        {project.banner_url ? (
          // The banner is what a visitor sees first (often the largest paint): fetched first, and
          // the smallest variant that fills its width.
          <img
            src={project.banner_url}
            {...uploadedImageAttributes(project.banner_url, BANNER_SIZES)}
            alt=""
            fetchPriority="high"
            className="size-full object-cover"
          />
        ) : (
          <div
            aria-hidden
            className="size-full bg-[radial-gradient(circle_at_18%_25%,rgb(139_123_255/0.5),transparent_55%),radial-gradient(circle_at_85%_85%,rgb(56_189_248/0.22),transparent_50%),linear-gradient(135deg,#1e1847,#0d0b1f)]"
          >
            <div className="bg-grid size-full [mask-image:linear-gradient(to_bottom,black,transparent)]" />
          </div>
        )}
      </div>
      <div className="relative z-10 -mt-10 px-4 sm:-mt-12 sm:px-6">
        <ProjectLogo
          project={project}
          size="lg"
          className="ring-4 ring-background"
          behindBanner={Boolean(project.banner_url)}
        />
      </div>
      <div className="mt-4 space-y-3 px-1 sm:px-2">
        <h1 className="text-3xl font-semibold tracking-tight text-balance break-words sm:text-title">
          {project.name}
        </h1>
        {project.description && (
          <p className="max-w-3xl text-base text-pretty text-muted-foreground sm:text-lead">
            {project.description}
          </p>
        )}
        <ProjectMeta project={project} />
      </div>
    </header>
  );
}
