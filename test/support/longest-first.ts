import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * A Vitest sequencer that starts the longest files first. A suite ends when its last file does:
 * a long file that starts last holds up the end while the other workers sit idle. On a fresh
 * clone Vitest has no timings of its own and keeps the files in name order, so `knownSeconds`
 * (the seconds the longer files took in a run, keyed `project:path` with the path from the
 * project's root) puts those first, longest first, within their project; every other file
 * follows in Vitest's order. A file that becomes one of the longest belongs in the table.
 */
export function longestFirst(knownSeconds: Record<string, number>) {
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(files);
      const projects = [...new Set(sorted.map((file) => file.project.name))];
      const seconds = (file: TestSpecification) =>
        knownSeconds[`${file.project.name}:${relative(file.project.config.root, file.moduleId)}`] ?? 0;
      // Projects stay together, in Vitest's order (a worker keeps its project's modules loaded);
      // Array.prototype.sort is stable, so the files not listed keep their order.
      return sorted.sort(
        (a, b) =>
          projects.indexOf(a.project.name) - projects.indexOf(b.project.name) || seconds(b) - seconds(a),
      );
    }
  };
}
