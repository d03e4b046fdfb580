import { draftEndpoints } from '@shiplog/contract';
import type { Command } from '../command';
import { CliError, UsageError } from '../errors';
import { formatDateTime, timeZoneOf } from '../output';
import { findInInbox } from './drafts';
import { updateUrl } from './describe';

export const publish: Command = {
  name: 'publish',
  usage: 'publish <id> [--at <time>]',
  summary: 'Publish a draft update now, or schedule it',
  help: [
    "<id> is a draft's id from shiplog drafts (or its start). --at schedules it instead, at an",
    'ISO 8601 time with its offset, e.g. 2026-03-01T09:00:00+01:00. Subscribers are mailed when it goes out.',
  ],
  options: { at: { type: 'string' } },
  maxPositionals: 1,
  async run({ out, client, env, positionals, values }) {
    const [id] = positionals;
    if (!id) throw new UsageError('Which draft? shiplog publish <id> (see shiplog drafts)');
    const at = typeof values.at === 'string' ? values.at : undefined;
    if (at !== undefined && Number.isNaN(Date.parse(at)))
      throw new CliError(
        `"${at}" is not a time: use ISO 8601 with an offset, e.g. 2026-03-01T09:00:00Z.`,
        'BAD_TIME',
      );
    const api = client();
    const item = await findInInbox(api, id);
    const update = await api.call(draftEndpoints.publishUpdate, {
      params: { id: item.project.id, updateId: item.update.id },
      body: at ? { publish_at: at } : {},
    });
    const url = updateUrl(api.url, item.project, update.id);
    out.result({ update, project: item.project, url }, () => {
      if (update.status === 'scheduled')
        out.line(
          `Scheduled "${update.title}" (${item.project.name}) for ${formatDateTime(update.published_at, timeZoneOf(env))}: ${url}`,
        );
      else out.line(`Published "${update.title}" (${item.project.name}): ${url}`);
    });
  },
};
