import type { FastifyRequest } from 'fastify';
import type { PageMetaInput } from '@shiplog/contract';
import type { PageAnswer } from './page-answers';

/** A `<link>` the page adds to its head, e.g. its feeds (`rel="alternate"`). */
export interface HeadLink {
  rel: string;
  href: string;
  type?: string;
  title?: string;
}

/** A `<meta name content>` the page adds to its head, e.g. the project a custom domain shows. */
export interface HeadMeta {
  name: string;
  content: string;
}

/** The metadata of a page that depends on data, with the status the page answers with. */
export interface ResolvedPage {
  status: number;
  /** With a 3xx status: where the address moved to (a path on this site, or a URL). */
  redirect?: string;
  meta: PageMetaInput;
  links?: HeadLink[];
  /** Where the page's own URLs (canonical, og:url) resolve; PUBLIC_URL unless set (custom domains). */
  baseUrl?: string;
  /**
   * The API answers the page starts with (by their paths under /api, as the app asks for them),
   * each read from its service. For a visitor without a session they are written into the page,
   * so the app draws it at once.
   */
  initialAnswers?: PageAnswer[];
  /** The app's route of a page the server renders for such a visitor (with those answers), e.g. `/projects/:projectId`. */
  render?: string;
  /**
   * On a custom domain: the project the site shows. The page names it and the product's own
   * address in its head (shiplog:project, shiplog:product); the app draws it with the site's routes.
   */
  domainProject?: string;
  /** The app's address of the rendered page when its query matters (`/projects/public?sort=updates`); else the path. */
  address?: string;
  /**
   * The group of reads the page is built from (its project's id, or the public list's): a
   * visitor's page is kept with them, and only when it is the group its address named.
   */
  keptWith?: string;
}

/** Where a visitor's page is kept: its group of reads, and its key within it. */
export interface PageKey {
  group: string;
  key: string;
}

/** Metadata for a path from the database; undefined leaves the path to the static table. */
export type PageResolver = (path: string, request: FastifyRequest) => Promise<ResolvedPage | undefined>;
