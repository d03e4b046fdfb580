import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  POST_HISTORY_LIMIT,
  postMessages,
  scheduleProblem,
  type Post,
  type PostListQuery,
  type SchedulePostBody,
} from '@shiplog/contract';
import { posts, projects } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/app-error';
import { keyset } from '../../lib/keyset-page';

export type PostRow = typeof posts.$inferSelect;

const pages = keyset(posts.createdAt, posts.id, 'newest');
export type NewPost = Omit<typeof posts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A post as answered; `projectSlug` is its project's short address, for links to its page. */
export const toPost = (row: PostRow, projectSlug: string | null = null): Post => ({
  id: row.id,
  content: row.content,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  writer: row.writer,
  tone: row.tone,
  target: row.target,
  project_id: row.projectId,
  project_slug: projectSlug,
  commit_id: row.commitId,
  commit_sha: row.commitSha,
  repo_name: row.repositoryName,
  scheduled_for: row.scheduledFor?.toISOString() ?? null,
  schedule_time_zone: row.scheduleTimeZone,
  ready_at: row.readyAt?.toISOString() ?? null,
  history: (row.history ?? []).map((h) => ({ content: h.content, written_at: h.writtenAt })),
});

/** No schedule: no reminder waiting, none marked sent. */
const noSchedule = { scheduledFor: null, scheduleTimeZone: null, readyAt: null };

/** A user's own posts: nobody else reads, edits or deletes them (others' are 404). */
export function createPostsService(deps: AppDeps) {
  const db = deps.database.db;
  const own = (userId: string, postId: string) => and(eq(posts.id, postId), eq(posts.userId, userId));
  /** The post as answered, with its project's short address. */
  const answer = async (row: PostRow): Promise<Post> => {
    if (!row.projectId) return toPost(row);
    const [project] = await db
      .select({ slug: projects.slug })
      .from(projects)
      .where(eq(projects.id, row.projectId));
    return toPost(row, project?.slug ?? null);
  };
  const write = async (
    userId: string,
    postId: string,
    values: Partial<typeof posts.$inferInsert>,
  ): Promise<Post> => {
    const [row] = await db.update(posts).set(values).where(own(userId, postId)).returning();
    if (!row) throw notFound(postMessages.notFound);
    return answer(row);
  };

  return {
    /** Newest first. */
    /** One page of the user's posts, newest first, after the cursor's. */
    async list(userId: string, query: PostListQuery): Promise<{ posts: Post[]; nextCursor: string | null }> {
      const rows = await db
        .select({ post: posts, projectSlug: projects.slug, pageKey: pages.key })
        .from(posts)
        .leftJoin(projects, eq(projects.id, posts.projectId))
        .where(and(eq(posts.userId, userId), pages.after(query.before)))
        .orderBy(...pages.order)
        .limit(query.limit + 1);
      const page = pages.page(rows, query.limit, (r) => r.post.id);
      return { posts: page.rows.map((r) => toPost(r.post, r.projectSlug)), nextCursor: page.nextCursor };
    },

    async store(post: NewPost): Promise<Post> {
      const [row] = await db.insert(posts).values(post).returning();
      return answer(row!);
    },

    /** The user's own post (someone else's is 404). */
    async find(userId: string, postId: string): Promise<PostRow> {
      const [row] = await db.select().from(posts).where(own(userId, postId));
      if (!row) throw notFound(postMessages.notFound);
      return row;
    },

    /**
     * The user's post of this commit for this network in this project, if there is one: writing
     * about the same commit for the same network again rewrites it instead of adding a copy.
     */
    async findFor(
      userId: string,
      of: Pick<NewPost, 'commitSha' | 'repositoryName' | 'target' | 'projectId'>,
    ): Promise<PostRow | null> {
      if (!of.commitSha || !of.repositoryName) return null;
      const [row] = await db
        .select()
        .from(posts)
        .where(
          and(
            eq(posts.userId, userId),
            eq(posts.commitSha, of.commitSha),
            eq(posts.repositoryName, of.repositoryName),
            eq(posts.target, of.target),
            of.projectId ? eq(posts.projectId, of.projectId) : isNull(posts.projectId),
          ),
        )
        .orderBy(desc(posts.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Regenerate: the post gets the new wording (same id); the wording it had goes first into
     * its history, so the owner can go back to it.
     */
    async rewrite(
      userId: string,
      postId: string,
      values: Pick<NewPost, 'content' | 'writer' | 'tone' | 'target'>,
    ): Promise<Post> {
      const current = await this.find(userId, postId);
      const earlier = { content: current.content, writtenAt: current.updatedAt.toISOString() };
      const history = [earlier, ...(current.history ?? [])].slice(0, POST_HISTORY_LIMIT);
      return write(userId, postId, { ...values, history, updatedAt: new Date() });
    },

    edit: (userId: string, postId: string, content: string): Promise<Post> =>
      write(userId, postId, { content, updatedAt: new Date() }),

    /**
     * Schedules the post (or moves its schedule): at `at` its owner is mailed it, ready to
     * share. A new time means a new reminder, also after the last one went out. The time must
     * be in the future and at most a year ahead, by the server's clock.
     */
    async schedule(userId: string, postId: string, body: SchedulePostBody): Promise<Post> {
      const [current] = await db.select({ id: posts.id }).from(posts).where(own(userId, postId));
      if (!current) throw notFound(postMessages.notFound);
      const at = new Date(body.at);
      const problem = scheduleProblem(at, new Date());
      if (problem) throw badRequest(problem);
      return write(userId, postId, { scheduledFor: at, scheduleTimeZone: body.time_zone, readyAt: null });
    },

    /**
     * Cancels the schedule before its time, or clears the reminder once it went out (the post
     * is no longer marked ready). A post without a schedule is answered as it is.
     */
    unschedule: (userId: string, postId: string): Promise<Post> => write(userId, postId, noSchedule),

    async remove(userId: string, postId: string): Promise<void> {
      const deleted = await db.delete(posts).where(own(userId, postId)).returning({ id: posts.id });
      if (!deleted.length) throw notFound(postMessages.notFound);
    },
  };
}
