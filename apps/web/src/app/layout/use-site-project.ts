import { useQuery } from '@tanstack/react-query';
import { paths, projectPagePaths } from '@shiplog/contract';
import { projectQueryOptions } from '@/features/projects/api/get-project';
import { useApiClient } from '@/lib/api-context';
import type { DomainSite } from '../domain-site';

/**
 * The project a project's site shows (its header and footer read what the page reads: one
 * request) and where its name leads: `/` on its custom domain, else its canonical page.
 * A blank key is the page's own error: nothing is read.
 */
export function useSiteProject(projectKey: string, site?: DomainSite) {
  const project = useQuery({
    ...projectQueryOptions(useApiClient(), projectKey),
    enabled: Boolean(projectKey.trim()),
  });
  const home = site ? paths.home : project.data && projectPagePaths(project.data).page;
  return { project, home };
}
