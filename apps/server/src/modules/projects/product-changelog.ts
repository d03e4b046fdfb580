import { PRODUCT_CHANGELOG_IDS } from '@shiplog/contract';
import { projects, users } from '../../db/schema';
import { insertUpdateHistory } from '../updates/update-writes';
import type { DbHandle } from '../../db/client';

/**
 * Shiplog's own changelog, a public project every installation holds (`/p/shiplog`, the
 * footer's "Changelog"): what changed in the version this server runs, as updates readers can
 * like, comment on and subscribe to. Its owner is an account nobody can sign in to (no
 * password, no GitHub identity, an address under `.invalid`). Created at start under the
 * migrations' lock; a new version adds its own notes by id, so nothing is written twice and an
 * edit made in the app is kept. `PRODUCT_CHANGELOG=false` leaves it out.
 */
export const PRODUCT_CHANGELOG = {
  ...PRODUCT_CHANGELOG_IDS,
  email: 'changelog@shiplog.invalid',
} as const;

interface ReleaseNote {
  id: string;
  at: string;
  title: string;
  major?: boolean;
  content: string;
}

/** Newest last. Ids are fixed: a note is inserted once, ever. */
export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    id: '00000000-5151-4000-8000-000000000101',
    at: '2026-11-21T17:00:00Z',
    title: 'Shiplog is open',
    major: true,
    content: [
      'Sign in with GitHub or email, connect a repository and turn its commits into posts for X, LinkedIn and Discord.',
      '',
      '- Public project pages with a changelog readers can like, comment on and subscribe to by email',
      '- A waitlist per project, and GitHub webhooks that write updates by themselves',
      '- Custom domains for your changelog',
    ].join('\n'),
  },
  {
    id: '00000000-5151-4000-8000-000000000102',
    at: '2026-11-25T12:00:00Z',
    title: 'Posts that sound like you, and updates you review first',
    content: [
      'The writer reads the whole commit (subject, body, files) and writes a post with its facts, not a template.',
      '',
      '- Generated updates wait as drafts until you publish them, or publish at once above the significance you choose',
      '- A Drafts page across your projects, with scheduled publishing',
    ].join('\n'),
  },
  {
    id: '00000000-5151-4000-8000-000000000103',
    at: '2026-11-25T18:00:00Z',
    title: 'A faster public changelog',
    content: [
      'Project pages are rendered on the server, 10 updates at a time, with a page per update and its own social image.',
      '',
      '- Markdown with highlighted code in updates and descriptions',
      '- Filter by type, search by words, and follow by RSS, Atom or JSON Feed',
      '- Short addresses: `/p/your-project`',
    ].join('\n'),
  },
  {
    id: '00000000-5151-4000-8000-000000000104',
    at: '2026-11-26T15:00:00Z',
    title: 'One name everywhere, and a sturdier server',
    content: [
      'The name you choose in settings is the one readers see on every page, feed and mail, with a bio and your links on your profile.',
      '',
      '- Follow the people whose projects you read; their updates gather on your dashboard',
      '- Backups of the embedded database while the app runs: `npm run db:backup`',
      '- A complete API description, checked on every change',
    ].join('\n'),
  },
];

export async function ensureProductChangelog(database: Pick<DbHandle, 'db'>): Promise<void> {
  const { db } = database;
  await db
    .insert(users)
    .values({
      id: PRODUCT_CHANGELOG.userId,
      name: 'Shiplog',
      email: PRODUCT_CHANGELOG.email,
      emailVerified: true,
    })
    .onConflictDoNothing();
  await db
    .insert(projects)
    .values({
      id: PRODUCT_CHANGELOG.projectId,
      userId: PRODUCT_CHANGELOG.userId,
      name: 'Shiplog',
      slug: PRODUCT_CHANGELOG.slug,
      description: 'What changed in Shiplog, release by release.',
      repositoryName: 'shiplog/shiplog',
      isPrivate: false,
      createdAt: new Date(RELEASE_NOTES[0]!.at),
    })
    .onConflictDoNothing();
  await insertUpdateHistory(
    { database },
    RELEASE_NOTES.map((note) => ({
      id: note.id,
      projectId: PRODUCT_CHANGELOG.projectId,
      type: 'release' as const,
      title: note.title,
      content: note.content,
      isMajorUpdate: note.major ?? false,
      publishedAt: new Date(note.at),
      createdAt: new Date(note.at),
    })),
  );
}
