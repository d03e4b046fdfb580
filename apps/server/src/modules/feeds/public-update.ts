import { and, eq } from 'drizzle-orm';
import { projectPagePaths, projectPaths, updateParamsSchema, type PageMetaInput } from '@shiplog/contract';
import type { Database } from '../../db/client';
import { updates } from '../../db/schema';
import { excerptOf } from '../../lib/excerpt';
import { isPublished } from '../../domain/published-updates';
import type { CardContent } from './card/card-svg';
import { cardVersion } from './card/social-card';
import { loadPublicProject, type PublicProject } from './public-project';

/** What crawlers and the social card may know of one published update of a public project. */
export interface PublicUpdate {
  id: string;
  type: string;
  title: string;
  content: string;
  isMajor: boolean;
  publishedAt: Date;
  updatedAt: Date;
  project: PublicProject;
}

/** The update, when it is published and its project public; else null (never which of the two). */
export async function loadPublicUpdate(
  db: Database,
  projectId: string,
  updateId: string,
): Promise<PublicUpdate | null> {
  if (!updateParamsSchema.safeParse({ id: projectId, updateId }).success) return null;
  const project = await loadPublicProject(db, projectId);
  if (!project) return null;
  const [row] = await db
    .select({
      id: updates.id,
      type: updates.type,
      title: updates.title,
      content: updates.content,
      isMajor: updates.isMajorUpdate,
      publishedAt: updates.publishedAt,
      updatedAt: updates.updatedAt,
    })
    .from(updates)
    .where(and(eq(updates.id, updateId), eq(updates.projectId, projectId), isPublished));
  return row ? { ...row, project } : null;
}

const TYPE_LABELS: Record<string, string> = {
  text: 'UPDATE',
  image: 'UPDATE',
  commit: 'COMMIT',
  release: 'RELEASE',
};

/** The update's social card: its title large, the project and owner under it, type, date and opening. */
export const updateCardContentOf = (update: PublicUpdate): CardContent => ({
  projectName: update.title,
  ownerName: update.project.owner.username,
  byline: `${update.project.name} by ${update.project.owner.username}`,
  latestUpdate: {
    label: `${TYPE_LABELS[update.type] ?? 'UPDATE'}${update.isMajor ? ' · MAJOR' : ''}`,
    title: excerptOf(update.content, 120) || update.project.name,
    publishedAt: update.publishedAt,
  },
});

/** Page metadata for an update's page: a posting about the project. */
export function updatePageMeta(update: PublicUpdate): PageMetaInput {
  const paths = { ...projectPaths(update.project.id), ...projectPagePaths(update.project) };
  const card = updateCardContentOf(update);
  return {
    title: `${update.title} · ${update.project.name}`,
    description:
      excerptOf(update.content) || `${update.title}: an update of ${update.project.name} on Shiplog.`,
    path: paths.updatePage(update.id),
    image: `${paths.updateCard(update.id)}?v=${cardVersion(card)}`,
    type: 'article',
    twitterCard: 'summary_large_image',
    article: {
      publishedTime: update.publishedAt.toISOString(),
      modifiedTime: update.updatedAt.toISOString(),
      author: update.project.owner.username,
      schemaType: 'BlogPosting',
      partOf: paths.page,
    },
  };
}
