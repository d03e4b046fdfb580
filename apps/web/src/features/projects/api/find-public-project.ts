import { useQuery } from '@tanstack/react-query';
import type { Project } from '@shiplog/contract';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-context';
import { getPublicProjects } from './get-public-projects';
import { projectKeys } from './query-keys';

/** How many pages of the public list the fallback reads at most. */
const MAX_PAGES = 5;

/**
 * The project as the public list shows it (the public projects, searched by id),
 * or null. The project page falls back to it when the signed-in read fails: owner mode stays off.
 */
export async function findPublicProject(client: ApiClient, id: string, signal?: AbortSignal) {
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { projects, nextCursor }: { projects: Project[]; nextCursor: string | null } =
      await getPublicProjects(client, 'recent', cursor, signal);
    const found = projects.find((project) => project.id === id);
    if (found) return found;
    if (!nextCursor) return null;
    cursor = nextCursor;
  }
  return null;
}

export function usePublicProjectFallback(id: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...projectKeys.public(), 'find', id],
    queryFn: ({ signal }) => findPublicProject(client, id, signal),
    enabled,
    retry: false,
  });
}
