/**
 * `image_upload_p50_ms`: the median time of POST /api/images for a 3 MB phone screenshot
 * (1170 × 2532 PNG: interface blocks and a photo-like part), each upload a different file (the
 * server reuses an identical one), one at a time, on PostgreSQL with storage on disk. The
 * time covers the upload, the content check, both re-encodings and the writes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  apiOn,
  median,
  ownerWithProject,
  psql,
  runIfMain,
  serverEntry,
  startPinned,
  stop,
  waitFor,
} from './bench-kit';
import { screenshotPng } from './sample-images';

const UPLOADS = Number(process.env.BENCH_IMAGE_UPLOADS ?? 15);
const APP_PORT = 3941;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const WIDTH = 1170;
const HEIGHT = 2532;

async function upload(token: string, projectId: string, png: Buffer): Promise<number> {
  const form = new FormData();
  form.append('project_id', projectId);
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'screenshot.png');
  const started = performance.now();
  const res = await fetch(`http://127.0.0.1:${APP_PORT}/api/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const took = performance.now() - started;
  if (res.status !== 201) throw new Error(`POST /api/images: ${res.status} ${await res.text()}`);
  return took;
}

export async function runImageUploadBench(): Promise<string[]> {
  const name = `shiplog_bench_images_${process.pid}`;
  if (psql(ADMIN_URL, `create database ${name}`) === null)
    return [`image upload: no PostgreSQL at ${ADMIN_URL} (or no psql); skipped`];
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dbUrl = url.toString();
  const dataDir = mkdtempSync(join(tmpdir(), 'shiplog-bench-images-'));
  const app = startPinned(process.execPath, [serverEntry('main')], {
    NODE_ENV: 'production',
    PORT: String(APP_PORT),
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    RUN_WORKERS: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  });
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`, app);
    const { token, projectId } = await ownerWithProject(
      apiOn(APP_PORT),
      dbUrl,
      'images@bench.test',
      'bench/images',
    );
    const files = Array.from({ length: UPLOADS + 2 }, (_, i) => screenshotPng(WIDTH, HEIGHT, i));
    const mb = (files[0]!.length / 1024 / 1024).toFixed(1);
    // Two warm-up uploads (the first loads the image library), not counted.
    for (const file of files.slice(0, 2)) await upload(token, projectId, file);
    const times: number[] = [];
    for (const file of files.slice(2)) times.push(await upload(token, projectId, file));
    const sorted = [...times].sort((a, b) => a - b);
    return [
      `image upload: ${UPLOADS} uploads of a ${mb} MB ${WIDTH}x${HEIGHT} PNG screenshot, one at a time, disk storage`,
      `image_upload_p50_ms=${median(times).toFixed(0)} image_upload_max_ms=${sorted.at(-1)!.toFixed(0)}`,
    ];
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
    psql(ADMIN_URL, `drop database if exists ${name}`);
  }
}

await runIfMain(import.meta.url, runImageUploadBench);
