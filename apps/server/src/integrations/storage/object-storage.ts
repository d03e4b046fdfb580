/**
 * Where uploaded files are kept: a folder under DATA_DIR (one process, no configuration) or an
 * S3-compatible bucket (several processes share it). Keys are relative paths such as
 * `images/{name}`; objects are written once and never changed, only deleted.
 */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  /** `disk` or `s3`, for logs and the usage page. */
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes the objects; a key with no object is no error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key under the prefix (tests and the orphan sweep's checks). */
  list(prefix: string): Promise<string[]>;
  /** Where browsers read the object directly (a CDN), or null: this server serves it. */
  publicUrl(key: string): string | null;
}

/** The content type of a stored key, by its extension. */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return (
    { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' }[ext] ??
    'application/octet-stream'
  );
}
