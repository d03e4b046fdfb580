/**
 * Which server test files run on which database engine (read by the root vitest.config.ts).
 *
 * - `engineFree`: touch no database at all; they run once, in the PGlite project.
 * - `bothEngines`: test behaviour where PGlite and PostgreSQL differ: raw SQL, transactions,
 *   locks and claims (jobs, the mail outbox and its fan-out, leases), concurrent writes that
 *   must land once, migrations at boot, backups and restores, crashes and shutdown. They run on
 *   both engines.
 * - every other file goes through the app and its query builder only; it runs once, on
 *   PostgreSQL (the faster of the two under test). The embedded engine still carries the whole
 *   app in the browser suite, which runs the built app with no configuration.
 *
 * `test/engine-split.test.ts` checks the lists: every name exists, and a file that writes raw
 * SQL, names a lock, a migration or a backup, or runs requests "at once" / "concurrently" is in
 * `bothEngines`. An `engineFree` file that opens a database or starts the server anyway fails
 * at run time (support/database.ts, `assertNotEngineFree`). Set `TEST_ALL_ENGINES=1` to run
 * every file on both engines.
 */
export const engineFree = [
  'test/ai-*.test.ts',
  'test/auto-updates-significance.test.ts',
  'test/feeds-card-render.test.ts',
  'test/github-server.test.ts',
  'test/images-format.test.ts',
  'test/grade-writing.test.ts',
  'test/mail-templates.test.ts',
  'test/markdown.test.ts',
  'test/projects-rich-text*.test.ts',
  'test/public-user.test.ts',
  'test/social-posting.test.ts',
  'test/updates-read-cache.test.ts',
  'test/writer-corpus.test.ts',
];

export const bothEngines = [
  // the database itself: migrations at start, backups, shutdown and signals
  'test/boot.test.ts',
  'test/db-backup.test.ts',
  'test/shutdown.test.ts',
  'test/process-signals.test.ts',
  // jobs, the outbox and its claims, leases and retries
  'test/jobs.test.ts',
  'test/mail.test.ts',
  'test/mail-crash.test.ts',
  'test/mail-fanout.test.ts',
  'test/mail-fanout-batches.test.ts',
  'test/mail-fanout-settings.test.ts',
  'test/mail-retries.test.ts',
  'test/notifications.test.ts',
  'test/notifications-digests.test.ts',
  'test/notifications-update-digests.test.ts',
  'test/posts-schedule.test.ts',
  'test/auto-updates-processing.test.ts',
  'test/auto-updates-weekly-story.test.ts',
  'test/domains-job.test.ts',
  'test/webhooks-deliveries.test.ts',
  'test/outbound-webhooks-published.test.ts',
  // concurrent writes that must land once, and counters kept under them
  'test/comments.test.ts',
  'test/domains-race.test.ts',
  'test/one-announcement.test.ts',
  'test/social-publish-once.test.ts',
  'test/update-likes.test.ts',
  'test/updates-announce.test.ts',
  'test/subscribers-count.test.ts',
  'test/users.test.ts',
  'test/waitlist.test.ts',
  'test/webhooks-receiver.test.ts',
  // raw SQL, and pages read by keyset under concurrent inserts
  'test/updates-bounded-reads.test.ts',
  'test/auth-resend.test.ts',
  'test/list-pages.test.ts',
  'test/waitlist-manage.test.ts',
  'test/projects-public.test.ts',
  // raw SQL (the images' release and sweep), on disk and in a local S3 bucket
  'test/images.test.ts',
];
