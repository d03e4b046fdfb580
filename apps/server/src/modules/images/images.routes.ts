import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  IMAGE_UPLOAD_FIELD,
  IMAGE_UPLOADS_PER_10_MINUTES,
  imageEndpoints,
  imageMessages,
} from '@shiplog/contract';
import { AppError, badRequest, tooManyRequests } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/serve-endpoint';
import { requireSignedIn } from '../../lib/viewer';
import type { FeatureRoutes } from '../feature-context';
import { createImageService } from './images.service';

const signedIn = requireSignedIn();
const YEAR_SECONDS = 31_536_000;

/** The file and the project it is for, from a multipart body; AppErrors for anything else. */
async function readUpload(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart()) throw badRequest(imageMessages.notMultipart);
  let file: Buffer | null = null;
  let projectId: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== IMAGE_UPLOAD_FIELD || file) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
      } else if (part.fieldname === 'project_id' && typeof part.value === 'string' && part.value) {
        projectId = part.value.slice(0, 64);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', imageMessages.tooLarge(maxBytes), { cause: err });
    if (code?.startsWith('FST_'))
      throw new AppError('BAD_REQUEST', imageMessages.notMultipart, { cause: err });
    throw err;
  }
  if (!file || !file.length) throw badRequest(imageMessages.noFile);
  return { file, projectId };
}

/**
 * Uploaded images: POST /api/images (multipart), GET /api/images/usage, DELETE /api/images/{id},
 * and the files themselves at GET /api/images/{name}, served like static assets.
 */
export const imageRoutes: FeatureRoutes = async (app, { deps }) => {
  const service = createImageService(deps);
  const maxBytes = deps.config.UPLOAD_MAX_BYTES;
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 2, fields: 4, fieldSize: 256, parts: 6, headerPairs: 50 },
  });
  const uploadsPerUser = app.createRateLimit({
    max: IMAGE_UPLOADS_PER_10_MINUTES,
    timeWindow: 10 * 60_000,
    keyGenerator: async (req) => `images:${(await req.getSession())?.userId ?? 'anonymous'}`,
  });

  serveEndpoint(app, imageEndpoints.uploadImage, { preValidation: signedIn }, async (request, reply) => {
    const userId = await request.requireUserId();
    const limit = await uploadsPerUser(request);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(limit.ttlInSeconds);
    const { file, projectId } = await readUpload(request, maxBytes);
    reply.header('cache-control', 'private, no-store');
    return service.upload(userId, file, projectId);
  });

  serveEndpoint(app, imageEndpoints.getImageUsage, { preValidation: signedIn }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return service.usage(await request.requireUserId());
  });

  serveEndpoint(app, imageEndpoints.deleteImage, { preValidation: signedIn }, async (request) => {
    await service.remove(await request.requireUserId(), request.params.file);
  });

  serveEndpoint(app, imageEndpoints.getImageFile, {}, async (request, reply) => {
    const { file } = request.params;
    const etag = `"${file}"`;
    const cached = () =>
      reply
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
    // A name is never reused for other bytes: the same name is the same file.
    if (request.headers['if-none-match'] === etag && service.isImageName(file))
      return cached().code(304).send();
    const found = await service.read(file);
    return cached().type(found.contentType).send(found.body);
  });
};
