/**
 * The server tests' kit. Core helpers come from here (`./support`); helpers of one area are
 * in `./support/<area>.ts` (ai, auto-updates, domains, feeds, mail-fanout, notifications,
 * posts, subscribers, waitlist, webhooks). The fakes of outside systems are `@shiplog/fakes`.
 *
 * - app.ts        createTestApp: buildApp on a database of its own; log capture, web build stand-in
 * - database.ts   createTestDatabase (cloned from the run's snapshot), statementsOf, untilDatabaseTime, whileRefusing
 * - errors.ts     appErrorOf: the AppError a call fails with
 * - api.ts        call: one JSON request through app.inject, as a user or signed out
 * - accounts.ts   signUpConfirmed, createOwner, latestCode
 * - projects.ts   createProject, insertProjects, ownedProjects, engagementApp
 * - updates.ts    createUpdate, textUpdate, fromNow
 * - list-pages.ts walkList, expectEachOnce: a list read by following its Link headers
 * - outbox.ts     outboxTo, outboxOf, untilOutboxSettled: the mail the app recorded
 * - workers.ts    startWorkers, untilWorkersIdle: real job workers on a test app
 * - mail.ts       startMailHarness: the real mailer and send-mail job on a database of its own
 * - github.ts     startGithubApp, signUpWithGithub, connectGithub, githubEnv, CookieJar
 * - processes.ts  spawnServer, startWorker, freePort: the app as a child process
 * - scratch.ts    scratchDir: a temp folder removed when the file's tests are done
 * - wait.ts       until: poll a condition with a deadline (no fixed sleeps)
 * - engine.ts     which database engine this run tests
 */
export * from './accounts';
export * from './api';
export * from './app';
export * from './database';
export * from './engine';
export * from './errors';
export * from './github';
export * from './list-pages';
export * from './mail';
export * from './outbox';
export * from './processes';
export * from './projects';
export * from './scratch';
export * from './updates';
export * from './wait';
export * from './workers';
export * from './images';
