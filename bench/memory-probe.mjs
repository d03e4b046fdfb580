// Loaded into the processes of `npm start` by bench/memory.ts (NODE_OPTIONS=--import): SIGUSR2,
// which the bench sends to the server process, writes V8's own figures to
// $BENCH_MEMORY_PROBE_DIR/<pid>.json for the memory breakdown. It allocates nothing until asked.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import v8 from 'node:v8';

if (process.env.BENCH_MEMORY_PROBE_DIR) {
  process.on('SIGUSR2', () => {
    const { heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const spaces = v8.getHeapSpaceStatistics().map((s) => ({
      name: s.space_name,
      used: s.space_used_size,
      committed: s.physical_space_size,
    }));
    // With BENCH_MEMORY_PROBE_GC=1 (and --expose-gc): what is still alive after a full collection.
    let live;
    if (process.env.BENCH_MEMORY_PROBE_GC && typeof globalThis.gc === 'function') {
      globalThis.gc();
      live = v8.getHeapStatistics().used_heap_size;
    }
    writeFileSync(
      join(process.env.BENCH_MEMORY_PROBE_DIR, `${process.pid}.json`),
      JSON.stringify({ heapTotal, heapUsed, external, arrayBuffers, spaces, live }),
    );
  });
}
