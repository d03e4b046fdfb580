import { Container } from '@/components/ui/container';
import { ProjectSiteBar } from '@/features/projects/components/project-page/project-site-bar';
import type { DomainSite } from '../domain-site';
import { MadeWithShiplog } from './made-with-shiplog';
import { useSiteProject } from './use-site-project';

/**
 * The footer of a project's pages (its page, its updates' pages, its custom domain): the
 * project's name and links, and a discreet "Made with Shiplog"; none of the product's own
 * columns. Drawn by the server with the page, from the same project read as the header.
 */
export function ProjectSiteFooter({ projectKey, site }: { projectKey: string; site?: DomainSite }) {
  const { project, home } = useSiteProject(projectKey, site);
  return (
    <footer className="border-t border-border bg-background">
      <Container className="flex flex-col gap-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        {project.data && home && <ProjectSiteBar project={project.data} home={home} />}
        {/* Its mark lines up with the project's logo above it on phones. */}
        <MadeWithShiplog site={site} className="-m-1 self-start sm:self-auto" />
      </Container>
    </footer>
  );
}
