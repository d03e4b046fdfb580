import {
  DRAFT_LISTS,
  draftEndpoints,
  MAX_PAGE_SIZE,
  type DraftInbox,
  type DraftItem,
} from '@shiplog/contract';
import type { ApiClient } from '../api';
import type { Command } from '../command';
import { CliError } from '../errors';
import { formatDate, formatDateTime, table, timeZoneOf } from '../output';
import { updateUrl } from './describe';

/** The whole inbox: the first page of each list, then each list's later pages by its `next` cursor. */
async function readInbox(api: ApiClient): Promise<Pick<DraftInbox, 'drafts' | 'scheduled'>> {
  const first = await api.call(draftEndpoints.listDrafts, { query: { limit: MAX_PAGE_SIZE } });
  const inbox = { drafts: [...first.drafts], scheduled: [...first.scheduled] };
  for (const list of DRAFT_LISTS) {
    let cursor = first.next[list];
    while (cursor) {
      const page = await api.call(draftEndpoints.listDrafts, {
        query: { list, cursor, limit: MAX_PAGE_SIZE },
      });
      inbox[list].push(...page[list]);
      cursor = page.next[list];
    }
  }
  return inbox;
}

const rowOf = (item: DraftItem, when: string) => [item.update.id, item.project.name, item.update.title, when];

export const drafts: Command = {
  name: 'drafts',
  usage: 'drafts',
  summary: 'Your drafts and scheduled updates, across projects',
  help: ['Times are in your zone (TZ), with its name or offset.'],
  options: {},
  maxPositionals: 0,
  async run({ out, client, env }) {
    const zone = timeZoneOf(env);
    const api = client();
    const inbox = await readInbox(api);
    out.result(
      {
        drafts: inbox.drafts.map((item) => ({
          ...item,
          url: updateUrl(api.url, item.project, item.update.id),
        })),
        scheduled: inbox.scheduled.map((item) => ({
          ...item,
          url: updateUrl(api.url, item.project, item.update.id),
        })),
      },
      () => {
        if (!inbox.drafts.length && !inbox.scheduled.length) return out.line('No drafts waiting.');
        if (inbox.drafts.length) {
          out.line(`Drafts (${inbox.drafts.length}):`);
          const rows = inbox.drafts.map((item) =>
            rowOf(item, `written ${formatDate(item.update.created_at, zone)}`),
          );
          for (const row of table(rows)) out.line(`  ${row}`);
        }
        if (inbox.scheduled.length) {
          if (inbox.drafts.length) out.line();
          out.line(`Scheduled (${inbox.scheduled.length}):`);
          const rows = inbox.scheduled.map((item) =>
            rowOf(item, `goes out ${formatDateTime(item.update.published_at, zone)}`),
          );
          for (const row of table(rows)) out.line(`  ${row}`);
        }
        out.line();
        out.line('Publish one with: shiplog publish <id>');
      },
    );
  },
};

/** The draft or scheduled update `id` names (its full id, or the start of one that no other shares). */
export async function findInInbox(api: ApiClient, id: string): Promise<DraftItem> {
  const inbox = await readInbox(api);
  const all = [...inbox.drafts, ...inbox.scheduled];
  const exact = all.find((item) => item.update.id === id);
  if (exact) return exact;
  const matching = id.length >= 4 ? all.filter((item) => item.update.id.startsWith(id)) : [];
  if (matching.length === 1) return matching[0]!;
  if (matching.length > 1)
    throw new CliError(`"${id}" starts ${matching.length} drafts' ids; give more of it.`, 'AMBIGUOUS');
  throw new CliError(`No draft or scheduled update "${id}" (see shiplog drafts).`, 'NOT_FOUND');
}
