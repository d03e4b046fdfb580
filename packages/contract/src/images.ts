import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { IMAGE_MEDIA_TYPES, IMAGE_UPLOAD_FIELD, imageRoutes } from './images-basics';

export * from './images-basics';

/** An uploaded image as its owner sees it: its variants' absolute addresses and sizes. */
export const imageSchema = z.object({
  id: z.string(),
  /** The full variant (at most 2,000 px wide): use it in Markdown (`![alt](url)`) or as an update's image. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The card variant (at most 800 px wide), for cards, feeds and small screens. */
  card_url: z.string(),
  card_width: z.number().int(),
  card_height: z.number().int(),
  content_type: z.string(),
  /** Bytes stored for all its variants (what counts against the quota). */
  bytes: z.number().int(),
  project_id: z.string().nullable(),
  created_at: z.string(),
});
export type UploadedImage = z.infer<typeof imageSchema>;

export const imageUsageSchema = z.object({
  used_bytes: z.number().int(),
  quota_bytes: z.number().int(),
  images: z.number().int(),
  /** Largest upload accepted, in bytes. */
  max_upload_bytes: z.number().int(),
});
export type ImageUsage = z.infer<typeof imageUsageSchema>;

export const imageFileParamsSchema = z.object({ file: z.string().min(1).max(128) });

export const imageEndpoints = {
  uploadImage: defineEndpoint({
    id: 'uploadImage',
    ...imageRoutes.uploadImage,
    summary:
      'Upload an image (multipart/form-data, field "file"): PNG, JPEG, WebP, GIF or AVIF by its content, re-encoded without its metadata',
    tags: ['images'],
    auth: 'required',
    upload: {
      field: IMAGE_UPLOAD_FIELD,
      types: IMAGE_MEDIA_TYPES,
      fields: {
        project_id: 'The project the image belongs to (yours): it is deleted with the project. Optional.',
      },
    },
    status: 201,
    response: imageSchema,
    errors: [413, 422, 429],
  }),
  getImageUsage: defineEndpoint({
    id: 'getImageUsage',
    ...imageRoutes.getImageUsage,
    summary: 'Storage your uploaded images use, and your quota',
    tags: ['images'],
    auth: 'required',
    status: 200,
    response: imageUsageSchema,
  }),
  deleteImage: defineEndpoint({
    id: 'deleteImage',
    ...imageRoutes.deleteImage,
    summary: 'Delete one of your uploaded images (every variant), by the file name of any',
    tags: ['images'],
    auth: 'required',
    params: imageFileParamsSchema,
    status: 204,
    errors: [404],
  }),
  getImageFile: defineEndpoint({
    id: 'getImageFile',
    ...imageRoutes.getImageFile,
    summary: 'An uploaded image (served for a year: its name changes with its content)',
    tags: ['images'],
    auth: 'none',
    params: imageFileParamsSchema,
    status: 200,
    produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
    errors: [404],
  }),
};
