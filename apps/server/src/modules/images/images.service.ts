import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql, sum, count } from 'drizzle-orm';
import {
  cardSize,
  imageFileName,
  imageMessages,
  imageStorageKey,
  imageStorageKeys,
  parseImageName,
  type ImageUsage,
  type UploadedImage,
} from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { images } from '../../db/schema';
import { loadOwnedProject } from '../../domain/project-access';
import { contentTypeOfKey, storageOf } from '../../integrations/storage';
import { AppError, notFound } from '../../lib/app-error';
import { processImage } from './image-processing';
import { isReferenced, ownerGone } from './image-references';

type ImageRow = typeof images.$inferSelect;

/** How long a new upload may stay unused (not yet saved in an update or setting) before the sweep takes it. */
export const UNUSED_GRACE_HOURS = 24;

/**
 * Uploaded images: checked and re-encoded (image-processing.ts), stored (integrations/storage),
 * counted against the owner's quota, and deleted once what they belong to is gone.
 */
export function createImageService(deps: AppDeps) {
  const { db } = deps.database;
  const storage = storageOf(deps.config);
  const { PUBLIC_URL, STORAGE_QUOTA_BYTES, UPLOAD_MAX_BYTES } = deps.config;

  const urlOf = (key: string) => storage.publicUrl(key) ?? `${PUBLIC_URL}/api/${key}`;
  const view = (row: ImageRow): UploadedImage => {
    const [fullKey, cardKey] = imageStorageKeys(row.name) as [string, string];
    const card = cardSize(row.width, row.height);
    return {
      id: row.id,
      url: urlOf(fullKey),
      width: row.width,
      height: row.height,
      card_url: urlOf(cardKey),
      card_width: card.width,
      card_height: card.height,
      content_type: row.contentType,
      bytes: row.bytes,
      project_id: row.projectId,
      created_at: row.createdAt.toISOString(),
    };
  };

  async function usage(userId: string): Promise<ImageUsage> {
    const [row] = await db
      .select({ used: sum(images.bytes), images: count() })
      .from(images)
      .where(eq(images.userId, userId));
    return {
      used_bytes: Number(row?.used ?? 0),
      quota_bytes: STORAGE_QUOTA_BYTES,
      images: row?.images ?? 0,
      max_upload_bytes: UPLOAD_MAX_BYTES,
    };
  }

  const quotaError = () => new AppError('UNPROCESSABLE', imageMessages.quota(STORAGE_QUOTA_BYTES));

  /** Deletes the rows, then their files (a file left by a crash here is found by the sweep's listing). */
  async function removeRows(rows: Pick<ImageRow, 'id' | 'name'>[]): Promise<number> {
    if (!rows.length) return 0;
    await storage.delete(rows.flatMap((row) => imageStorageKeys(row.name)));
    await db.delete(images).where(
      inArray(
        images.id,
        rows.map((row) => row.id),
      ),
    );
    return rows.length;
  }

  return {
    usage,

    async upload(userId: string, input: Buffer, projectId: string | null): Promise<UploadedImage> {
      if (projectId) await loadOwnedProject(db, projectId, userId);
      const contentHash = createHash('sha256').update(input).digest('hex');
      // The same file uploaded again for the same place is the image already stored.
      const [same] = await db
        .select()
        .from(images)
        .where(
          and(
            eq(images.userId, userId),
            eq(images.contentHash, contentHash),
            projectId ? eq(images.projectId, projectId) : isNull(images.projectId),
          ),
        )
        .limit(1);
      if (same) return view(same);
      const before = await usage(userId);
      if (before.used_bytes >= STORAGE_QUOTA_BYTES) throw quotaError();
      const processed = await processImage(input);
      const variants = [processed.full, processed.card, ...(processed.mail ? [processed.mail] : [])];
      const bytes = variants.reduce((sum, variant) => sum + variant.body.length, 0);
      if (before.used_bytes + bytes > STORAGE_QUOTA_BYTES) throw quotaError();
      // A failure at any step (a file written, the row) leaves nothing: every variant's key is deleted.
      const keys = imageStorageKeys(processed.full.name);
      try {
        for (const variant of variants) {
          const key = imageStorageKey(variant.name)!;
          await storage.put(key, variant.body, contentTypeOfKey(key));
        }
        const [row] = await db
          .insert(images)
          .values({
            userId,
            projectId,
            name: processed.full.name,
            contentHash,
            contentType: processed.contentType,
            width: processed.full.width,
            height: processed.full.height,
            bytes,
          })
          .returning();
        return view(row!);
      } catch (err) {
        await storage.delete(keys).catch(() => undefined);
        throw err;
      }
    },

    /** Deletes an image of the user's, named by the file name of any variant. */
    async remove(userId: string, file: string): Promise<void> {
      const parsed = parseImageName(file);
      if (!parsed) throw notFound(imageMessages.notFound);
      const name = imageFileName(parsed.id, parsed.width, parsed.height, parsed.ext);
      const [row] = await db
        .select()
        .from(images)
        .where(and(eq(images.name, name), eq(images.userId, userId)));
      if (!row) throw notFound(imageMessages.notFound);
      await removeRows([row]);
    },

    isImageName: (name: string) => parseImageName(name) !== null,

    /** The stored bytes of a variant named in an address, or a 404. */
    async read(name: string) {
      const key = imageStorageKey(name);
      if (!key) throw notFound(imageMessages.notFound);
      const found = await storage.get(key);
      if (!found) throw notFound(imageMessages.notFound);
      return found;
    },

    /**
     * After a deletion has committed: the images of a deleted account or project, and those a
     * deleted update used that nothing else uses now. Best effort: the sweep catches the rest.
     */
    async release(scope: { userId?: string; projectId?: string; addresses?: string[] }): Promise<number> {
      const ids = (scope.addresses ?? []).map((a) => parseImageName(a)?.id).filter((id) => id !== undefined);
      const conditions = [
        ...(scope.userId ? [sql`i.user_id = ${scope.userId}`] : []),
        ...(scope.projectId ? [sql`i.project_id = ${scope.projectId}`] : []),
        ...(ids.length
          ? [
              sql`(substr(i.name, 1, 36) in ${sql`(${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`} and not ${isReferenced})`,
            ]
          : []),
      ];
      if (!conditions.length) return 0;
      const rows = await deps.database.db.execute<{ id: string; name: string }>(
        sql`select i.id, i.name from images i where ${sql.join(conditions, sql` or `)}`,
      );
      return removeRows(rowsOf(rows));
    },

    /**
     * The orphan sweep: images whose owner or project is gone, and uploads nobody used within
     * UNUSED_GRACE_HOURS. Answers how many it removed (at most `limit`).
     */
    async sweep(limit: number): Promise<{ claimed: number }> {
      const rows = await deps.database.db.execute<{ id: string; name: string }>(sql`
        select i.id, i.name from images i
        where ${ownerGone}
           or (i.created_at < now() - make_interval(hours => ${UNUSED_GRACE_HOURS}) and not ${isReferenced})
        limit ${limit}`);
      return { claimed: await removeRows(rowsOf(rows)) };
    },
  };
}

/** Rows of a raw query on either driver (node-postgres answers `{ rows }`, PGlite an array or `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}

export type ImageService = ReturnType<typeof createImageService>;
