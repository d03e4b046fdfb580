import { eq } from 'drizzle-orm';
import { firstUploadedImage, imageStorageKey, projectPagePaths } from '@shiplog/contract';
import { projects, type posts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import type { CardImage, LinkCard } from '../../integrations/social';
import { storageOf } from '../../integrations/storage';
import { excerptOf } from '../../lib/excerpt';
import { findAnnouncement } from '../updates/commit-announcement';

type PostRow = typeof posts.$inferSelect;
type CardDeps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

/**
 * The card variant of the first uploaded image of `texts` (addresses, Markdown), read from our
 * own storage; an image from elsewhere is never fetched. When it cannot be read, the card goes
 * without it.
 */
async function cardImageOf(deps: CardDeps, texts: (string | null)[]): Promise<CardImage | undefined> {
  const image = firstUploadedImage(texts);
  if (!image) return undefined;
  try {
    const stored = await storageOf(deps.config).get(imageStorageKey(image.card.src)!);
    return stored ? { data: new Uint8Array(stored.body), mimeType: stored.contentType } : undefined;
  } catch (err) {
    deps.logger.warn(
      { err, image: image.card.src },
      'the link card goes without its image: it could not be read',
    );
    return undefined;
  }
}

/**
 * The published update that announces the post's commit, as the updates module finds it (a
 * commit update of the sha, full or abbreviated, or an update whose pushed commits hold it): a
 * draft or scheduled one of the same commit, even an older one, is passed over.
 */
async function updateOfPost(deps: CardDeps, post: PostRow, projectId: string) {
  if (!post.commitSha) return undefined;
  const update = await findAnnouncement(deps.database.db, projectId, [post.commitSha], {
    publishedOnly: true,
  });
  return update ?? undefined;
}

/**
 * The card a post shows on Bluesky: its project's public page, with an image when there is one
 * to show: the image of the update that tells of the post's commit (its image, else the first
 * in its text), else the project's banner. None for a post of no project or a private one.
 */
export async function linkCardOf(deps: CardDeps, post: PostRow): Promise<LinkCard | undefined> {
  if (!post.projectId) return undefined;
  const [project] = await deps.database.db.select().from(projects).where(eq(projects.id, post.projectId));
  if (!project || project.isPrivate) return undefined;
  const update = await updateOfPost(deps, post, project.id);
  const image = await cardImageOf(deps, [
    update?.imageUrl ?? null,
    update?.content ?? null,
    project.bannerUrl,
  ]);
  return {
    uri: `${deps.config.PUBLIC_URL}${projectPagePaths(project).page}`,
    title: project.name,
    description: excerptOf(project.description, 200),
    ...(image ? { image } : {}),
  };
}
