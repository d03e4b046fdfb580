import { createRequire } from 'node:module';
import type TurndownService from 'turndown';
import type { DbHandle } from './client';

/** Made on first use: only a database with HTML descriptions left needs it (and its DOM). */
let turndown: TurndownService | undefined;
function htmlConverter(): TurndownService {
  if (!turndown) {
    const Turndown = createRequire(import.meta.url)('turndown') as typeof TurndownService;
    turndown = new Turndown({
      headingStyle: 'atx',
      bulletListMarker: '-',
      codeBlockStyle: 'fenced',
      emDelimiter: '*',
      strongDelimiter: '**',
    });
  }
  return turndown;
}

/**
 * Rich text stored as HTML as Markdown that renders the same: headings, paragraphs, lists,
 * quotes, links, emphasis, code and images (a table keeps its text, row by row).
 */
export function htmlToMarkdown(html: string): string {
  return htmlConverter()
    .turndown(html)
    .replace(/^(\s*)([-*]|\d+\.) {2,}/gm, '$1$2 ')
    .trim();
}

/**
 * Changes to data that SQL cannot make, run after the SQL migrations at every start; each finds
 * its own work left and does nothing once done, and a row is claimed by its update, so several
 * processes starting at once convert each row once.
 */
export async function runDataMigrations(handle: DbHandle): Promise<void> {
  // 0012: long descriptions were sanitized HTML; they are Markdown now.
  const { rows } = await handle.executeSql(
    `select id, long_description from projects where long_description_format = 'html'`,
  );
  for (const row of rows as Array<{ id: string; long_description: string }>) {
    await handle.executeSql(
      `update projects set long_description = $2, long_description_format = 'markdown'
       where id = $1 and long_description_format = 'html'`,
      [row.id, htmlToMarkdown(row.long_description)],
    );
  }
}
