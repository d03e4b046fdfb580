import type { CommitInput, GitPerson } from './github-types';

/** Subjects of a small product's month of work, oldest first (35 of them). */
const SUBJECTS = [
  'chore: initial commit',
  'feat(routes): list every ferry route with its stops',
  'fix: route list crashed on a route without stops',
  'docs: how to run the importer',
  'feat(timetable): show departures for the next 24 hours',
  'feat(export): export a timetable as an iCal file',
  'test: cover the iCal export with two time zones',
  'fix(export): keep the local time zone in iCal files',
  'chore(deps): bump vite to 6.2',
  'feat(search): find a stop by name or code',
  'perf: index stops by code',
  'fix: search ignored accents in stop names',
  'feat(alerts): notify riders when a ferry is cancelled',
  'refactor: one timetable loader for web and mail',
  'docs: alerts in the README',
  'feat(map): harbours on a vector map',
  'fix(map): tiles blurry on high-density screens',
  'chore: lint the scripts folder',
  'feat(accounts): sign in with a magic link',
  'fix(accounts): magic link expired after one minute',
  'feat(favourites): pin a route to the top',
  'test: favourites survive a reload',
  'feat(offline): keep the last timetable offline',
  'fix(offline): stale timetable after midnight',
  'perf: lazy-load the map',
  'feat(share): share a departure as a link',
  'docs: privacy notes for alerts',
  'fix: wrong weekday in the holiday timetable',
  'feat(i18n): Norwegian and German',
  'chore(deps): bump react to 19.1',
  'feat(status): live boat positions on the map',
  'fix(status): positions froze when the tab was hidden',
  'feat(tickets): buy a ticket from the departure',
  'fix(tickets): receipt mail without the route name',
  'feat(widget): a home-screen widget with the next departure\n\nThe widget shows the next ferry from the stop you picked and counts down the minutes to it.',
] as const;

export interface CommitHistoryOptions {
  /** The main author; every third commit is by `coauthor`. */
  author: GitPerson;
  coauthor?: GitPerson;
  /** How many commits (at most 35; default 35). */
  count?: number;
  /** The newest commit's date (default: now). */
  newest?: Date;
  /** Hours between two commits (default 19: 35 commits span about four weeks). */
  everyHours?: number;
}

/**
 * A realistic history for GitHub's list-commits filters (`since`, `until`, `author`, `sha`,
 * pages): oldest first, feed each to `addCommit`. Messages are distinct, so each can be found.
 */
export function commitHistory({
  author,
  coauthor = { name: 'Ravi Menon', email: 'ravi@ferry.example', login: null },
  count = SUBJECTS.length,
  newest = new Date(),
  everyHours = 19,
}: CommitHistoryOptions): CommitInput[] {
  const subjects = SUBJECTS.slice(0, count);
  return subjects.map((message, i) => ({
    message,
    author: i % 3 === 2 ? coauthor : author,
    date: new Date(newest.getTime() - (subjects.length - 1 - i) * everyHours * 3600_000).toISOString(),
  }));
}
