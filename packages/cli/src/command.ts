import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { ApiClient } from './api';
import type { Env } from './config';
import { UsageError } from './errors';
import type { Output } from './output';
import type { Prompter } from './prompt';

export type Options = NonNullable<ParseArgsConfig['options']>;

/** What a command runs with. */
export interface CommandContext {
  out: Output;
  env: Env;
  /** Where git runs (the repository `shiplog post` reads). */
  cwd: string;
  /** The API with the stored (or SHIPLOG_*) server and token; fails when not logged in. */
  client(): ApiClient;
  /** Questions on stderr, answers from stdin. */
  prompter(): Prompter;
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
}

export interface Command {
  name: string;
  /** `shiplog <usage>` */
  usage: string;
  summary: string;
  /** Lines under the usage in `shiplog <command> --help`. */
  help: string[];
  /** What to do next, by the error code that answered: added to that error's message. */
  hints?: Partial<Record<string, string>>;
  options: Options;
  /** How many positional arguments it takes, at most. */
  maxPositionals: number;
  run(context: CommandContext): Promise<void>;
}

export const commonOptions: Options = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

/** The command's options and arguments; anything else is a usage error. */
export function parseCommandLine(command: Command, args: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...commonOptions, ...command.options },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('\n')[0]} (shiplog ${command.usage})`);
  }
  if (!parsed.values.help && parsed.positionals.length > command.maxPositionals)
    throw new UsageError(`Too many arguments: shiplog ${command.usage}`);
  return parsed;
}
