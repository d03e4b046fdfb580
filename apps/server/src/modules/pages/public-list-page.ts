import type { FastifyRequest } from 'fastify';
import {
  paths,
  PUBLIC_PROJECT_SORTS,
  publicProjectsRead,
  staticMetaFor,
  type PublicProjectSort,
} from '@shiplog/contract';
import { PUBLIC_LIST_READS } from '../../lib/project-read-cache';
import type { PageAnswers } from './page-answers';
import type { PageKey, PageResolver } from './page-types';

/** The order a /projects/public address asks for (`?sort=`), the default when it names none or an unknown one. */
function sortOf(request: FastifyRequest): PublicProjectSort {
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get('sort');
  return PUBLIC_PROJECT_SORTS.find((sort) => sort === asked) ?? 'recent';
}

const isListPage = (path: string) => path === paths.publicProjects || path === `${paths.publicProjects}/`;

/** The address the list is rendered at: its path and the order it is in. */
const addressOf = (sort: PublicProjectSort) =>
  sort === 'recent' ? paths.publicProjects : `${paths.publicProjects}?sort=${sort}`;

/**
 * `/projects/public` for visitors: server-rendered from its first page in the order asked for,
 * so the list arrives with the page (no loading cards that the result then replaces).
 */
export const createPublicListPageResolver =
  (answers: PageAnswers): PageResolver =>
  async (path, request) => {
    if (!isListPage(path)) return undefined;
    const sort = sortOf(request);
    return {
      status: 200,
      meta: staticMetaFor(paths.publicProjects).meta,
      initialAnswers: [answers.publicProjects(publicProjectsRead(sort))],
      render: paths.publicProjects,
      address: addressOf(sort),
      keptWith: PUBLIC_LIST_READS,
    };
  };

/** A visitor's list page is kept with the public list's reads, per order. */
export function publicListPageKey(path: string, request: FastifyRequest): PageKey | undefined {
  return isListPage(path) ? { group: PUBLIC_LIST_READS, key: addressOf(sortOf(request)) } : undefined;
}
