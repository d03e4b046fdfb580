import { longestFirst } from '../../test/support/longest-first.ts';

/**
 * The browser suite's longer files, with the seconds each took in a run (two workers on two
 * cores), started longest first: on a fresh clone Vitest would run them in name order, which
 * started shell.test.ts (138 s) fourth from last.
 */
export default longestFirst({
  'e2e:tests/project-page-screens.test.ts': 155,
  'e2e:tests/long-lists-screens.test.ts': 144,
  'e2e:tests/shell.test.ts': 138,
  'e2e:tests/journeys-desktop.test.ts': 106,
  'e2e:tests/journeys-mobile.test.ts': 106,
  'e2e:tests/drafts.test.ts': 105,
  'e2e:tests/marketing-screens.test.ts': 91,
  'e2e:tests/images.test.ts': 90,
  'e2e:tests/waitlist-wizard.test.ts': 84,
  'e2e:tests/dashboard.test.ts': 81,
  'e2e:tests/project-settings-screens.test.ts': 74,
});
