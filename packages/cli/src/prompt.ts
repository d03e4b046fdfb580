import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { UsageError } from './errors';

export interface Prompter {
  /** Asks on stderr and reads one line from stdin; `hidden` does not echo what is typed. */
  ask(question: string, options?: { hidden?: boolean }): Promise<string>;
  close(): void;
}

/** Questions on stderr (stdout stays for results and `--json`), answers from stdin, piped or typed. */
export function createPrompter(
  input: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Prompter {
  const terminal = input.isTTY === true;
  let muted = false;
  const echo = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) output.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input, output: echo, terminal });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question, { hidden = false } = {}) {
      output.write(question);
      muted = hidden && terminal;
      const next = await lines.next();
      if (muted) output.write('\n');
      muted = false;
      if (next.done) throw new UsageError('No answer on standard input.');
      return String(next.value).trim();
    },
    close: () => rl.close(),
  };
}
