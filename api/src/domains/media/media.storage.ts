/**
 * @module Where the bytes of the photo variants live (ADR 0023), behind one interface: PostgreSQL (`media_blobs`,
 * bytea) by default, so the embedded database keeps `npm start` to one command; an S3-compatible bucket (AWS S3,
 * Cloudflare R2, MinIO, ...) when MEDIA_S3_BUCKET is set, signed with aws4fetch (AWS Signature V4 over fetch).
 */
import { AwsClient } from 'aws4fetch';
import { z } from 'zod';
import type { Db } from '../../lib/db.ts';

/** Stores and returns variant bytes by key (`<media id>/<variant>.webp`). */
export interface MediaStore {
  readonly kind: 'postgres' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when no object has the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(keys: readonly string[]): Promise<void>;
}

/** Variant bytes in the `media_blobs` table of the API's own database. */
export class PostgresMediaStore implements MediaStore {
  readonly kind = 'postgres';
  constructor(private readonly sql: Db) {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.sql`
      insert into media_blobs (key, bytes) values (${key}, ${bytes})
      on conflict (key) do update set bytes = excluded.bytes
    `;
  }

  async get(key: string): Promise<Uint8Array | null> {
    const [row]: [{ bytes: Uint8Array }?] = await this.sql`select bytes from media_blobs where key = ${key}`;
    return row ? new Uint8Array(row.bytes) : null;
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length) await this.sql`delete from media_blobs where key in ${this.sql(keys)}`;
  }
}

/** The S3 settings, parsed from the environment by {@link s3ConfigFrom}. */
export interface S3Config {
  bucket: string;
  /** The service's base URL, e.g. https://s3.eu-west-1.amazonaws.com or https://<account>.r2.cloudflarestorage.com. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (endpoint/bucket/key), as MinIO needs; else virtual-hosted (bucket.endpoint/key). */
  forcePathStyle: boolean;
}

export const S3EnvSchema = z.object({
  MEDIA_S3_BUCKET: z.string().min(3).max(63),
  MEDIA_S3_ENDPOINT: z.string().url().refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL'),
  MEDIA_S3_REGION: z.string().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1),
  MEDIA_S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
});

/**
 * The S3 configuration of an environment: undefined when MEDIA_S3_BUCKET is unset (PostgreSQL storage).
 * @throws Error listing every missing or wrong MEDIA_S3_* variable when the bucket is set but the rest is not
 * @example s3ConfigFrom(Deno.env.toObject())
 */
export function s3ConfigFrom(environment: Record<string, string | undefined>): S3Config | undefined {
  if (!environment.MEDIA_S3_BUCKET) return undefined;
  const parsed = S3EnvSchema.safeParse(environment);
  if (!parsed.success) {
    throw new Error(
      `Invalid S3 media storage: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  return {
    bucket: e.MEDIA_S3_BUCKET,
    endpoint: e.MEDIA_S3_ENDPOINT.replace(/\/+$/, ''),
    region: e.MEDIA_S3_REGION,
    accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID,
    secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.MEDIA_S3_FORCE_PATH_STYLE === 'true',
  };
}

/** Variant bytes as objects of an S3-compatible bucket (PUT, GET, DELETE signed with Signature V4). */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  private readonly client: AwsClient;
  constructor(private readonly config: S3Config, fetcher: typeof fetch = fetch) {
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
    });
    this.fetcher = fetcher;
  }
  private readonly fetcher: typeof fetch;

  /** The object's URL, path-style or virtual-hosted. */
  urlOf(key: string): string {
    const path = key.split('/').map(encodeURIComponent).join('/');
    if (this.config.forcePathStyle) return `${this.config.endpoint}/${this.config.bucket}/${path}`;
    const url = new URL(this.config.endpoint);
    return `${url.protocol}//${this.config.bucket}.${url.host}/${path}`;
  }

  private async send(method: string, key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    const headers: Record<string, string> = contentType ? { 'Content-Type': contentType } : {};
    const request = await this.client.sign(this.urlOf(key), {
      method,
      body: body as Uint8Array<ArrayBuffer> | undefined,
      headers,
    });
    return this.fetcher(request);
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, bytes, contentType);
    await res.body?.cancel();
    if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status}`);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
    return new Uint8Array(await res.arrayBuffer());
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) {
      const res = await this.send('DELETE', key);
      await res.body?.cancel();
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: ${res.status}`);
    }
  }
}

/** The store for an environment: S3 when MEDIA_S3_BUCKET is set, else PostgreSQL through `sql`. */
export function mediaStoreFor(sql: Db, environment: Record<string, string | undefined>): MediaStore {
  const s3 = s3ConfigFrom(environment);
  return s3 ? new S3MediaStore(s3) : new PostgresMediaStore(sql);
}
