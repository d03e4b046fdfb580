import { and, count, desc, eq } from 'drizzle-orm';
import type { FollowingFeedQuery, FollowState, UserProfile } from '@shiplog/contract';
import { profileLinks, userMessages } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { follows, projects, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import { renderMarkdown } from '../../lib/markdown';
import { isPublicProject } from '../../domain/project-access';
import { projectRefColumns } from '../../domain/project-ref';
import { toPublicUser } from '../../domain/public-user';
import { followingUpdates } from './following-feed';

/**
 * Public profiles and following. The primary key (follower, followee) makes Follow and Unfollow
 * idempotent; a check constraint keeps anyone from following themselves.
 */
export function createUsersService(deps: AppDeps) {
  const db = deps.database.db;

  async function followState(userId: string, viewerId: string | null): Promise<FollowState> {
    const [counted] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId));
    const [mine] = viewerId
      ? await db
          .select({ n: count() })
          .from(follows)
          .where(and(eq(follows.followeeId, userId), eq(follows.followerId, viewerId)))
      : [];
    return { followers: counted?.n ?? 0, is_following: (mine?.n ?? 0) > 0 };
  }

  async function requireUser(userId: string) {
    const [row] = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        image: users.image,
        userName: users.userName,
        bio: users.bio,
        website: users.website,
        xHandle: users.xHandle,
        blueskyHandle: users.blueskyHandle,
        mastodonHandle: users.mastodonHandle,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw notFound(userMessages.notFound);
    return row;
  }

  async function setFollowing(userId: string, viewerId: string, following: boolean): Promise<FollowState> {
    if (userId === viewerId) throw badRequest(userMessages.cannotFollowSelf);
    await requireUser(userId);
    if (following)
      await db.insert(follows).values({ followerId: viewerId, followeeId: userId }).onConflictDoNothing();
    else
      await db.delete(follows).where(and(eq(follows.followerId, viewerId), eq(follows.followeeId, userId)));
    return followState(userId, viewerId);
  }

  return {
    async profile(userId: string, viewerId: string | null): Promise<UserProfile> {
      const user = await requireUser(userId);
      const publicProjects = await db
        .select({
          ...projectRefColumns,
          description: projects.description,
          logoUrl: projects.logoUrl,
          repositoryName: projects.repositoryName,
          createdAt: projects.createdAt,
        })
        .from(projects)
        .where(and(eq(projects.userId, userId), isPublicProject))
        .orderBy(desc(projects.createdAt), desc(projects.id));
      return {
        ...toPublicUser(user),
        bio: user.bio?.trim() || null,
        bio_html: user.bio?.trim() ? renderMarkdown(user.bio) : null,
        links: profileLinks({
          website: user.website,
          x_handle: user.xHandle,
          bluesky_handle: user.blueskyHandle,
          mastodon_handle: user.mastodonHandle,
        }),
        ...(await followState(userId, viewerId)),
        is_self: viewerId === userId,
        projects: publicProjects.map((p) => ({
          id: p.id,
          name: p.name,
          slug: p.slug,
          description: p.description,
          logo_url: p.logoUrl,
          repository_name: p.repositoryName,
          created_at: p.createdAt.toISOString(),
        })),
      };
    },
    follow: (userId: string, viewerId: string) => setFollowing(userId, viewerId, true),
    unfollow: (userId: string, viewerId: string) => setFollowing(userId, viewerId, false),
    followingFeed: (viewerId: string, query: FollowingFeedQuery) => followingUpdates(db, viewerId, query),
  };
}
