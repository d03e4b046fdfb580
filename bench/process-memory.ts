/**
 * Where a process's memory goes: its resident set split by kind, from /proc/<pid>/smaps and
 * the V8 figures `memory-probe.mjs` writes on SIGUSR2 (loaded with `probeOptions`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const MB = 1024;

/** The environment that loads the probe into a node process, writing into `probeDir`. */
export function probeOptions(probeDir: string): Record<string, string> {
  return {
    NODE_OPTIONS: [
      `--import=${new URL('./memory-probe.mjs', import.meta.url).href}`,
      process.env.BENCH_MEMORY_PROBE_GC ? '--expose-gc' : '',
      // Node's own flags to try on the app (`--max-old-space-size=256`), for comparisons.
      process.env.BENCH_APP_NODE_FLAGS ?? '',
    ]
      .filter(Boolean)
      .join(' '),
    BENCH_MEMORY_PROBE_DIR: probeDir,
  };
}

/**
 * The server's resident memory by kind, from /proc/<pid>/smaps and the probe's V8 figures:
 * PGlite's WebAssembly memory (the one anonymous read-write mapping of 128 MB or more: its
 * minimum size), the V8 heap, files mapped (node's own code, shared libraries, addons), and
 * the rest (malloc: compiled WebAssembly, buffers, thread stacks…).
 */
export function breakdown(pid: number, probeDir: string) {
  let wasm = 0;
  let files = 0;
  let rss = 0;
  let mapping: { size: number; anonymousRw: boolean; file: boolean } | null = null;
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = line.match(/^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/);
    if (head) {
      const size = (parseInt(head[2]!, 16) - parseInt(head[1]!, 16)) / MB / MB;
      mapping = { size, anonymousRw: !head[4] && head[3]!.startsWith('rw'), file: head[4]!.startsWith('/') };
      continue;
    }
    const resident = line.match(/^Rss:\s+(\d+) kB/);
    if (!resident || !mapping) continue;
    const mb = Number(resident[1]) / MB;
    rss += mb;
    if (mapping.file) files += mb;
    else if (mapping.anonymousRw && mapping.size >= 128) wasm += mb;
  }
  let v8Heap = 0;
  let v8Used = 0;
  let newSpace = 0;
  let live: number | undefined;
  try {
    const probe = JSON.parse(readFileSync(join(probeDir, `${pid}.json`), 'utf8')) as {
      spaces: { name: string; used: number; committed: number }[];
      live?: number;
    };
    if (probe.live !== undefined) live = probe.live / MB / MB;
    v8Heap = probe.spaces.reduce((sum, s) => sum + s.committed, 0) / MB / MB;
    v8Used = probe.spaces.reduce((sum, s) => sum + s.used, 0) / MB / MB;
    newSpace = (probe.spaces.find((s) => s.name === 'new_space')?.committed ?? 0) / MB / MB;
  } catch {
    /* no probe answer: the rest absorbs the heap */
  }
  return { wasm, v8Heap, v8Used, newSpace, live, files, native: rss - wasm - v8Heap - files };
}
