import { count, eq } from 'drizzle-orm';
import type { DbHandle } from '../../db/client';
import { updateComments, updateLikes, updates, users } from '../../db/schema';
import { READER_NAMES, SAMPLE_COMMENTS, SCHEDULED_TEMPLATE, UPDATE_TEMPLATES } from './updates.seed-data';

const DAY = 24 * 3600_000;
const BATCH = 500;

export interface SeedUpdatesOptions {
  projectId: string;
  /** PUBLIC_URL: image updates show `${publicUrl}/social-card.png` (no outside host needed). */
  publicUrl: string;
  /** Published updates (every type, cycling); one more is scheduled a week ahead. Default 6. */
  updates?: number;
  /** Like rows spread over the updates, each by a different sample reader per update. Default 12. */
  likes?: number;
  /** Comments spread over the updates. Default 8. */
  comments?: number;
  now?: Date;
}

/** Sample readers who like and comment (no password: they cannot sign in). Idempotent. */
async function ensureReaders(database: DbHandle, howMany: number): Promise<string[]> {
  const readers = Array.from({ length: howMany }, (_, i) => ({
    id: `seed-reader-${i + 1}`,
    name: `${READER_NAMES[i % READER_NAMES.length]}${i >= READER_NAMES.length ? ` ${i + 1}` : ''}`,
    email: `reader${i + 1}@readers.shiplog.invalid`,
    emailVerified: true,
  }));
  for (let i = 0; i < readers.length; i += BATCH)
    await database.db
      .insert(users)
      .values(readers.slice(i, i + BATCH))
      .onConflictDoNothing();
  return readers.map((r) => r.id);
}

/**
 * Demo updates for one project: every type, a pinned major release, labels, a scheduled
 * update, likes and comments (the counters follow by trigger), and view counts. Does nothing
 * when the project has updates already, so `npm run seed` can run again. Answers how many
 * updates it created.
 */
export async function seedUpdates(database: DbHandle, options: SeedUpdatesOptions): Promise<number> {
  const { projectId } = options;
  const [existing] = await database.db
    .select({ n: count() })
    .from(updates)
    .where(eq(updates.projectId, projectId));
  if (existing!.n > 0) return 0;

  const total = options.updates ?? 6;
  const likes = options.likes ?? 12;
  const comments = options.comments ?? 8;
  const now = (options.now ?? new Date()).getTime();
  const readers = await ensureReaders(database, Math.max(4, Math.ceil(likes / Math.max(1, total))));
  if (likes > readers.length * total) throw new Error('seedUpdates: more likes than reader × update pairs');

  const rows = Array.from({ length: total }, (_, i) => {
    const { image, ...template } = UPDATE_TEMPLATES[i % UPDATE_TEMPLATES.length]!;
    const round = Math.floor(i / UPDATE_TEMPLATES.length);
    return {
      ...template,
      projectId,
      title: round ? `${template.title} (${round + 1})` : template.title,
      imageUrl: image ? `${options.publicUrl}/social-card.png` : null,
      isPinned: i === 0,
      publishedAt: new Date(now - i * 3 * DAY - 3600_000),
      // Sample history: nobody is mailed or webhooks told about it. The scheduled one below is, when its time comes.
      notifiedAt: new Date(now - i * 3 * DAY - 3600_000) as Date | null,
      announcedAt: new Date(now - i * 3 * DAY - 3600_000) as Date | null,
      viewsCount: 40 + ((i * 37) % 200),
    };
  });
  rows.push({
    ...SCHEDULED_TEMPLATE,
    projectId,
    imageUrl: null,
    isPinned: false,
    publishedAt: new Date(now + 7 * DAY),
    notifiedAt: null,
    announcedAt: null,
    viewsCount: 0,
  });

  await database.transaction(async (tx) => {
    const ids = (await tx.db.insert(updates).values(rows).returning({ id: updates.id })).map((r) => r.id);
    const published = ids.slice(0, total);
    if (!published.length) return;
    const likeRows = Array.from({ length: likes }, (_, k) => ({
      updateId: published[k % published.length]!,
      userId: readers[Math.floor(k / published.length)]!,
    }));
    for (let i = 0; i < likeRows.length; i += BATCH)
      await tx.db.insert(updateLikes).values(likeRows.slice(i, i + BATCH));
    const commentRows = Array.from({ length: comments }, (_, k) => ({
      updateId: published[k % published.length]!,
      userId: readers[k % readers.length]!,
      content: SAMPLE_COMMENTS[k % SAMPLE_COMMENTS.length]!,
      createdAt: new Date(now - (comments - k) * 60_000),
      notifiedAt: new Date(now - (comments - k) * 60_000),
    }));
    for (let i = 0; i < commentRows.length; i += BATCH)
      await tx.db.insert(updateComments).values(commentRows.slice(i, i + BATCH));
  });
  return total + 1;
}
