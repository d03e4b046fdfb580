import {
  existingUpdateSchema,
  imageEndpoints,
  SHORT_SHA_LENGTH,
  updateEndpoints,
  storyEndpoints,
  postTargetLabels,
  composedPostTargets,
  postTargets,
  projectEndpoints,
  writingTones,
  type ExistingUpdate,
  type UploadedImage,
  type PostTarget,
  type Project,
  type WritingTone,
} from '@shiplog/contract';
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { ApiClient } from '../api';
import type { Command } from '../command';
import { CliError, UsageError } from '../errors';
import { readCommit, readOriginRepository } from '../git';
import { updateUrl } from './describe';
import { GENERATION_TIMEOUT_MS, targetList, writePosts } from './post-writing';

/** The live update an UPDATE_EXISTS answer names, if the error is one. */
function existingUpdateOf(error: CliError): ExistingUpdate | null {
  if (error.code !== 'UPDATE_EXISTS') return null;
  const parsed = existingUpdateSchema.safeParse(error.details?.existing);
  return parsed.success ? parsed.data : null;
}

/** What to run next when the commit already has an update: --replace (not for a published one) or --force. */
function existsAdvice(existing: Pick<ExistingUpdate, 'status'>): string {
  if (existing.status === 'published')
    return 'No second update was written: it is published and its subscribers were mailed, so --replace does not write it again. Run again with --force to add another update anyway.';
  return `No second update was written. Run again with --replace to write this ${existing.status} update again, or with --force to add another update.`;
}

function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[]): T | undefined {
  if (value === undefined) return undefined;
  if (!allowed.includes(value as T)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}`);
  return value as T;
}

/** The user's project for `repository`, or the one --project names. */
async function findProject(api: ApiClient, repository: string, chosen: string | undefined): Promise<Project> {
  const projects = await api.call(projectEndpoints.listMyProjects);
  if (chosen) {
    const project = projects.find((p) => p.id === chosen);
    if (!project) throw new CliError(`You have no project ${chosen} (see shiplog status).`, 'NOT_FOUND');
    return project;
  }
  const matching = projects.filter((p) => p.repository_name.toLowerCase() === repository.toLowerCase());
  if (matching.length === 1) return matching[0]!;
  if (!matching.length)
    throw new CliError(
      `You have no Shiplog project for ${repository}. Add one at ${api.url}/projects.`,
      'NO_PROJECT',
    );
  throw new CliError(
    `${matching.length} of your projects use ${repository}; pick one with --project (${matching.map((p) => `${p.id} ${p.name}`).join(', ')}).`,
    'AMBIGUOUS',
  );
}

/** Uploads the image file at `path` for the project; the server checks and re-encodes it. */
async function uploadImage(
  api: ApiClient,
  cwd: string,
  path: string,
  projectId: string,
): Promise<UploadedImage> {
  let bytes: Buffer;
  try {
    bytes = await readFile(resolve(cwd, path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT' ? `No file ${path}.` : `Could not read ${path} (${code ?? 'error'}).`,
      'NO_FILE',
    );
  }
  const form = new FormData();
  form.append('project_id', projectId);
  form.append('file', new Blob([new Uint8Array(bytes)]), basename(path));
  return api.upload(imageEndpoints.uploadImage, form);
}

export const post: Command = {
  name: 'post',
  usage:
    'post [<commit> | --last] [--project <id>] [--target x|linkedin|discord|bluesky|mastodon] [--tone <tone>] [--title <title>] [--image <file>] [--replace] [--force]',
  summary: 'Write posts and a draft update from a commit (--last: the newest, HEAD, the default)',
  help: [
    'Reads the commit from the git repository here and its origin remote (owner/repo on GitHub),',
    `finds your project for that repository, then writes a post for ${targetList(composedPostTargets)}`,
    '(or only the --target one) and an update from the commit. The update waits in your drafts',
    'unless the project publishes updates of its size at once. --force writes even when the',
    'commit does not look worth sharing. The commit must be pushed to GitHub for the update.',
    'One commit, one update: when the commit already has one, it is named and no second one is',
    'written. --replace writes that draft or scheduled update again (a published one was mailed',
    'and stays as it is); --force adds another update anyway.',
    '--image adds a screenshot or picture (PNG, JPEG, WebP, GIF or AVIF) to the end of the update.',
    `Targets: ${postTargets.join(', ')}. Tones: ${writingTones.join(', ')} (default: the project's voice).`,
  ],
  hints: { NOT_WORTH_SHARING: 'Run again with --force to write it anyway.' },
  options: {
    last: { type: 'boolean' },
    project: { type: 'string' },
    target: { type: 'string' },
    tone: { type: 'string' },
    title: { type: 'string' },
    image: { type: 'string' },
    force: { type: 'boolean' },
    replace: { type: 'boolean' },
  },
  maxPositionals: 1,
  async run({ out, cwd, client, positionals, values }) {
    const target = oneOf<PostTarget>('target', values.target, postTargets);
    const tone = oneOf<WritingTone>('tone', values.tone, writingTones);
    const force = values.force === true ? true : undefined;
    const replace = values.replace === true ? true : undefined;
    const title = typeof values.title === 'string' ? values.title : undefined;
    if (values.last && positionals[0])
      throw new UsageError(`--last is the newest commit: name a commit or use --last, not both.`);
    const commit = await readCommit(cwd, values.last ? 'HEAD' : positionals[0]);
    out.line(`✔ Read commit ${commit.sha.slice(0, SHORT_SHA_LENGTH)}`);
    const repository = await readOriginRepository(cwd);
    const api = client();
    const project = await findProject(
      api,
      repository,
      typeof values.project === 'string' ? values.project : undefined,
    );
    if (!commit.message)
      throw new CliError(`Commit ${commit.sha.slice(0, SHORT_SHA_LENGTH)} has no message to write from.`);
    // Uploaded first: a file the server refuses stops the command before anything is written.
    const image =
      typeof values.image === 'string' ? await uploadImage(api, cwd, values.image, project.id) : null;
    if (image) out.line(`✔ Uploaded ${values.image} (${image.width} × ${image.height})`);

    const targets = target ? [target] : composedPostTargets;
    const written = await writePosts(
      api,
      {
        project_id: project.id,
        commit_message: commit.message,
        commit_sha: commit.sha,
        author: commit.author,
        ...(tone && { tone }),
        ...(force && { force }),
      },
      targets,
    );
    out.line(`✔ Drafted a post for ${targetList(targets)}`);
    const summary = {
      project: { id: project.id, name: project.name, repository_name: project.repository_name },
      commit: { sha: commit.sha, message: commit.message },
      posts: written,
    };
    let update;
    try {
      update = await api.call(
        storyEndpoints.generateUpdate,
        {
          params: { id: project.id },
          body: {
            commit_sha: commit.sha,
            ...(tone && { tone }),
            ...(title && { custom_title: title }),
            ...(force && { force }),
            ...(replace && { replace }),
          },
        },
        GENERATION_TIMEOUT_MS,
      );
    } catch (error) {
      // One commit, one update: the post is new, the update is the one the commit already has.
      const existing = error instanceof CliError ? existingUpdateOf(error) : null;
      if (existing) {
        // The address on the server this command talks to, as for a new update.
        const url = updateUrl(api.url, project, existing.id);
        out.result({ ...summary, update: null, existing_update: { ...existing, url } }, () => {
          printPost();
          out.line();
          out.line(`This commit already has an update: ${existing.status} "${existing.title}": ${url}`);
          out.line(existsAdvice(existing));
        });
        return;
      }
      // The post is written: show it, then why the update is not.
      if (error instanceof CliError) {
        if (!out.json) printPost();
        throw new CliError(`The update was not written: ${error.message}`, error.code, summary);
      }
      throw error;
    }
    if (image)
      update = await api.call(updateEndpoints.editUpdate, {
        params: { id: project.id, updateId: update.id },
        body: {
          content: `${update.content.trimEnd()}\n\n![${update.title.replace(/[[\]]/g, '')}](${image.url})`,
        },
      });
    const url = updateUrl(api.url, project, update.id);
    out.result({ ...summary, update, update_url: url, ...(image && { image }) }, () => {
      printPost();
      out.line();
      if (update.status === 'draft') {
        out.line(`Update draft "${update.title}": ${url}`);
        out.line(`Publish it with: shiplog publish ${update.id}`);
      } else
        out.line(
          `Update ${update.status} "${update.title}" (the project publishes updates like this at once): ${url}`,
        );
    });

    function printPost() {
      for (const [index, one] of written.entries()) {
        out.line();
        out.line(`${postTargetLabels[targets[index]!]} post (${project.name}):`);
        out.line();
        out.line(one.content);
      }
    }
  },
};
