import { z } from 'zod';
import {
  commentEndpoints,
  NEXT_CURSOR_HEADER,
  projectEndpoints,
  updateEndpoints,
  userEndpoints,
  type Endpoint,
  type EndpointReply,
} from '@shiplog/contract';
import type { CachedJson } from '../../lib/project-read-cache';
import type { InitialAnswer } from '../../plugins/web-app';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type InputOf<E extends Endpoint> = { params: Out<E['params']>; query: Out<E['query']> };

/** A list page as its service gives it: the rows, or their JSON serialised once, and the next page's cursor. */
interface Paged {
  nextCursor: string | null;
}

/**
 * What the services answer the API's public reads with, read as a visitor without a session
 * (composed in modules/page-sources.ts): what a page is drawn from.
 */
export interface PageSources {
  project(idOrSlug: string): Promise<CachedJson>;
  timeline(
    projectId: string,
    query: Out<(typeof updateEndpoints.listProjectUpdates)['query']>,
  ): Promise<Paged & { json: CachedJson }>;
  update(projectId: string, updateId: string): Promise<EndpointReply<typeof updateEndpoints.getUpdate>>;
  neighbours(
    projectId: string,
    updateId: string,
  ): Promise<EndpointReply<typeof updateEndpoints.getUpdateNeighbours>>;
  comments(
    updateId: string,
    query: Out<(typeof commentEndpoints.listComments)['query']>,
  ): Promise<Paged & { comments: EndpointReply<typeof commentEndpoints.listComments> }>;
  userProfile(userId: string): Promise<EndpointReply<typeof userEndpoints.getUserProfile>>;
  publicProjects(
    query: Out<(typeof projectEndpoints.listPublicProjects)['query']>,
  ): Promise<Paged & { body: string }>;
}

/** An answer as a service gives it: JSON already serialised (from a read cache), or the value the route would send. */
type Served = ({ json: string } | { value: unknown }) & { nextCursor?: string | null };

/** One API answer a page starts with: the path the app asks for it at, and its read through the service. */
export interface PageAnswer {
  path: string;
  /** The answer, or undefined when the API would not answer 200 (unknown, private, invalid). */
  read(): Promise<InitialAnswer | undefined>;
}

/** The endpoint's parameters named in the path (`/projects/:id` against `/projects/abc`), decoded; null when it does not match. */
function paramsIn(endpoint: Endpoint, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
  } catch {
    return null;
  }
}

/** A service error the API answers with a 4xx: the page goes without that answer, as the API's 404 left it. */
const isRefusal = (err: unknown) =>
  typeof err === 'object' && err !== null && 'statusCode' in err && Number(err.statusCode) < 500;

/**
 * The answer at `address` (a path under /api with its query, as the app asks for it), read
 * through `read` with the parameters and query the endpoint's schemas parse from it (the
 * defaults the route would get), and encoded with the endpoint's answer schema as its route
 * sends it.
 */
function answerAt<E extends Endpoint>(
  endpoint: E,
  address: string,
  read: (input: InputOf<E>) => Promise<Served>,
): PageAnswer {
  const [path = '', search = ''] = address.split('?');
  return {
    path: address,
    async read() {
      const params = endpoint.params?.safeParse(paramsIn(endpoint, path) ?? undefined);
      const query = endpoint.query?.safeParse(Object.fromEntries(new URLSearchParams(search)));
      if (params?.success === false || query?.success === false) return undefined;
      let served: Served;
      try {
        served = await read({ params: params?.data, query: query?.data } as InputOf<E>);
      } catch (err) {
        if (isRefusal(err)) return undefined;
        throw err;
      }
      const body =
        'json' in served
          ? JSON.parse(served.json)
          : JSON.parse(
              JSON.stringify(endpoint.response ? z.encode(endpoint.response, served.value) : served.value),
            );
      const headers: Record<string, string> = served.nextCursor
        ? { [NEXT_CURSOR_HEADER]: served.nextCursor }
        : {};
      return { body, headers };
    },
  };
}

/** The API answers pages start with, each read from its service. */
export function createPageAnswers(sources: PageSources) {
  return {
    project: (address: string) =>
      answerAt(projectEndpoints.getProject, address, async ({ params }) => ({
        json: (await sources.project(params.id)).body,
      })),
    timeline: (address: string) =>
      answerAt(updateEndpoints.listProjectUpdates, address, async ({ params, query }) => {
        const page = await sources.timeline(params.id, query);
        return { json: page.json.body, nextCursor: page.nextCursor };
      }),
    update: (address: string) =>
      answerAt(updateEndpoints.getUpdate, address, async ({ params }) => ({
        value: await sources.update(params.id, params.updateId),
      })),
    neighbours: (address: string) =>
      answerAt(updateEndpoints.getUpdateNeighbours, address, async ({ params }) => ({
        value: await sources.neighbours(params.id, params.updateId),
      })),
    comments: (address: string) =>
      answerAt(commentEndpoints.listComments, address, async ({ params, query }) => {
        const page = await sources.comments(params.id, query);
        return { value: page.comments, nextCursor: page.nextCursor };
      }),
    userProfile: (address: string) =>
      answerAt(userEndpoints.getUserProfile, address, async ({ params }) => ({
        value: await sources.userProfile(params.id),
      })),
    publicProjects: (address: string) =>
      answerAt(projectEndpoints.listPublicProjects, address, async ({ query }) => {
        const page = await sources.publicProjects(query);
        return { json: page.body, nextCursor: page.nextCursor };
      }),
  };
}

export type PageAnswers = ReturnType<typeof createPageAnswers>;
