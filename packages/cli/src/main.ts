import type { Writable } from 'node:stream';
import { createApiClient } from './api';
import { parseCommandLine, type Command } from './command';
import { resolveCredentials, type Env } from './config';
import { CliError, EXIT_ERROR, EXIT_OK, EXIT_USAGE, UsageError } from './errors';
import { createOutput, table } from './output';
import { createPrompter } from './prompt';
import { drafts } from './commands/drafts';
import { login } from './commands/login';
import { logout } from './commands/logout';
import { post } from './commands/post';
import { publish } from './commands/publish';
import { status } from './commands/status';
import { VERSION } from './version';

export { VERSION };
const commands: Command[] = [login, status, post, drafts, publish, logout];

function usage(): string {
  return [
    'Usage: shiplog <command> [options]',
    '',
    'Commands:',
    ...table(commands.map((c) => [`  ${c.name}`, c.summary])),
    '',
    "Options: --json (machine-readable output), --help (a command's options), --version",
    'Environment: SHIPLOG_URL and SHIPLOG_TOKEN override what shiplog login stored.',
    'Exit codes: 0 done, 1 failed, 2 wrong usage.',
  ].join('\n');
}

function commandHelp(command: Command): string {
  return [
    `Usage: shiplog ${command.usage}`,
    '',
    command.summary + '.',
    ...command.help,
    '',
    'Also: --json, --help',
  ].join('\n');
}

/** The message as a sentence, so a hint can follow it. */
const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

export interface Io {
  stdout: Writable;
  stderr: Writable;
  env: Env;
  cwd: string;
}

/** Runs one command line; answers the exit code (0 done, 1 failed, 2 usage). */
export async function main(argv: string[], io: Partial<Io> = {}): Promise<number> {
  const { stdout = process.stdout, stderr = process.stderr, env = process.env, cwd = process.cwd() } = io;
  const json = argv.includes('--json');
  const fail = (code: string, message: string, details?: Record<string, unknown>) =>
    stderr.write(
      json ? `${JSON.stringify({ error: { code, message, ...details } })}\n` : `shiplog: ${message}\n`,
    );
  let command: Command | undefined;
  try {
    const index = argv.findIndex((arg) => !arg.startsWith('-'));
    if (index === -1) {
      if (argv.includes('--version')) {
        stdout.write(`${VERSION}\n`);
        return EXIT_OK;
      }
      if (argv.includes('--help') || argv.includes('-h')) {
        stdout.write(`${usage()}\n`);
        return EXIT_OK;
      }
      stderr.write(`${usage()}\n`);
      return EXIT_USAGE;
    }
    const name = argv[index]!;
    command = commands.find((c) => c.name === name);
    if (!command) throw new UsageError(`Unknown command "${name}".`);
    const { values, positionals } = parseCommandLine(command, [
      ...argv.slice(0, index),
      ...argv.slice(index + 1),
    ]);
    if (values.help) {
      stdout.write(`${commandHelp(command)}\n`);
      return EXIT_OK;
    }
    await command.run({
      out: createOutput(json, stdout),
      env,
      cwd,
      values,
      positionals,
      client: () => {
        const { url, token } = resolveCredentials(env);
        return createApiClient(url, token);
      },
      prompter: () => createPrompter(),
    });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof UsageError) {
      fail('USAGE', error.message);
      if (!json) stderr.write('Run shiplog --help for usage.\n');
      return EXIT_USAGE;
    }
    if (error instanceof CliError) {
      const hint = command?.hints?.[error.code];
      fail(error.code, hint ? `${sentence(error.message)} ${hint}` : error.message, error.details);
      return EXIT_ERROR;
    }
    fail('UNEXPECTED', `unexpected error: ${(error as Error).message ?? String(error)}`);
    return EXIT_ERROR;
  }
}
