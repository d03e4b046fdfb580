import { join } from 'node:path';
import type { Config } from '../../config';
import { createDiskStorage } from './disk-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

export type { ObjectStorage, StoredObject } from './object-storage';
export { contentTypeOfKey } from './object-storage';

const built = new WeakMap<Config, ObjectStorage>();

/** The storage the configuration names (S3_BUCKET, else DATA_DIR/uploads), one per configuration. */
export function storageOf(config: Config): ObjectStorage {
  let storage = built.get(config);
  if (!storage) {
    storage = config.S3_BUCKET
      ? createS3Storage({
          bucket: config.S3_BUCKET,
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
          publicUrl: config.S3_PUBLIC_URL,
        })
      : createDiskStorage(join(config.DATA_DIR, 'uploads'));
    built.set(config, storage);
  }
  return storage;
}
