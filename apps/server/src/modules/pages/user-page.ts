import { eq } from 'drizzle-orm';
import { endpointPath, notFoundMeta, paths, userEndpoints } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { publicUserName } from '../../domain/public-user';
import type { PageAnswers } from './page-answers';
import type { PageResolver } from './page-types';

const USER_PAGE = /^\/user\/([^/]+)\/?$/;

/**
 * Metadata of `/user/{id}`: the person's public name and bio; an unknown id is a real 404 (the
 * page shows its 'User not found' screen), so crawlers do not index an error page. A
 * visitor gets the page rendered with the profile.
 */
export function createUserPageResolver(db: Database, answers: PageAnswers): PageResolver {
  return async (path) => {
    const segment = USER_PAGE.exec(path)?.[1];
    if (!segment) return undefined;
    const missing = { status: 404, meta: { ...notFoundMeta, path } };
    let id: string;
    try {
      id = decodeURIComponent(segment);
    } catch {
      return missing;
    }
    const [user] = await db
      .select({ name: users.name, userName: users.userName, bio: users.bio })
      .from(users)
      .where(eq(users.id, id));
    if (!user) return missing;
    const name = publicUserName(user);
    return {
      status: 200,
      meta: {
        title: name,
        description: user.bio?.trim() || `${name} builds in public on Shiplog: projects and updates.`,
        path: paths.user(id),
      },
      // Rendered by the server for a visitor, from the profile as the API answers it.
      initialAnswers: [answers.userProfile(endpointPath(userEndpoints.getUserProfile, { id }))],
      render: paths.user(),
    };
  };
}
