import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { CliError } from './errors';

const run = promisify(execFile);

/** Runs git in `cwd`; its own one-line complaint becomes the error. */
async function git(cwd: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run('git', args, { cwd, maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new CliError('git is not installed (or not on PATH).', 'NO_GIT');
    const said = (failure.stderr ?? '').trim().split('\n')[0] ?? '';
    if (/not a git repository/i.test(said))
      throw new CliError(
        'This is not a git repository: run shiplog post inside your project.',
        'NOT_A_REPOSITORY',
      );
    throw new CliError(said.replace(/^(fatal|error): /, '') || `git ${args[0]} failed.`, 'GIT_FAILED');
  }
}

export interface CommitInfo {
  sha: string;
  message: string;
  author: string;
}

/** One commit of the repository: HEAD unless another revision is named. */
export async function readCommit(cwd: string, revision = 'HEAD'): Promise<CommitInfo> {
  if (revision.startsWith('-')) throw new CliError(`"${revision}" is not a commit.`, 'NO_SUCH_COMMIT');
  let sha: string;
  try {
    sha = (
      await git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`])
    ).trim();
  } catch (error) {
    if ((error as CliError).code !== 'GIT_FAILED') throw error;
    sha = '';
  }
  if (!/^[0-9a-f]{40}$/.test(sha))
    throw new CliError(
      revision === 'HEAD'
        ? 'This repository has no commits yet.'
        : `No commit "${revision}" in this repository.`,
      'NO_SUCH_COMMIT',
    );
  // %B: the raw message; %x00 separates it from the author's name.
  const [message = '', author = ''] = (await git(cwd, ['log', '-1', '--format=%B%x00%an', sha])).split('\0');
  return { sha, message: message.trim(), author: author.trim() };
}

/**
 * `owner/repo` from a remote's URL: https://github.com/owner/repo.git, git@github.com:owner/repo.git,
 * ssh://git@github.com/owner/repo, or a GitHub Enterprise host's; null when it names no repository.
 */
export function repositoryOfRemote(remote: string): string | null {
  const trimmed = remote.trim();
  const scp = /^[\w.-]+@[\w.-]+:(?!\/)(.+)$/.exec(trimmed);
  let path: string;
  if (scp) path = scp[1]!;
  else {
    try {
      path = decodeURIComponent(new URL(trimmed).pathname);
    } catch {
      return null;
    }
  }
  const parts = path
    .replace(/\/+$/, '')
    .replace(/\.git$/, '')
    .split('/')
    .filter(Boolean);
  if (parts.length < 2) return null;
  const name = `${parts.at(-2)}/${parts.at(-1)}`;
  return /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(name) ? name : null;
}

/** The repository `origin` points at, as `owner/repo`. */
export async function readOriginRepository(cwd: string): Promise<string> {
  let remote: string;
  try {
    remote = await git(cwd, ['remote', 'get-url', 'origin']);
  } catch (error) {
    if ((error as CliError).code !== 'GIT_FAILED') throw error;
    throw new CliError(
      'This repository has no remote named origin: shiplog finds your project by it.',
      'NO_ORIGIN',
    );
  }
  const repository = repositoryOfRemote(remote);
  if (!repository)
    throw new CliError(`Cannot tell the GitHub repository from origin (${remote.trim()}).`, 'NO_ORIGIN');
  return repository;
}
