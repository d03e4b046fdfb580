import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, uuidKey } from './columns';

/**
 * Uploaded images: one row per upload, its variants stored under `images/{name}`,
 * `images/{name with -card}` and, for WebP, `images/{name with -mail.jpg}` (the storage
 * integration; `imageStorageKeys` in the contract). `user_id` and `project_id` are not
 * foreign keys on purpose: when a user or project is deleted the row stays until its files are
 * deleted (right after the deletion commits, or by the orphan sweep after a crash).
 * `bytes` counts every variant against the user's quota; `content_hash` (SHA-256 of the
 * upload) lets a second upload of the same file by the same user reuse the first.
 */
export const images = pgTable(
  'images',
  {
    id: uuidKey(),
    userId: text().notNull(),
    projectId: text(),
    /** The full variant's file name; the others' are derived from it. */
    name: text().notNull().unique('images_name_unique'),
    contentHash: text().notNull(),
    contentType: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: integer().notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [
    index('images_user_id_hash_idx').on(t.userId, t.contentHash),
    index('images_project_id_idx').on(t.projectId),
  ],
);
