import { longestFirst } from '../../test/support/longest-first.ts';

/**
 * The browser suite's longer files, with the seconds each took in a run (four workers on two
 * cores), started longest first: on a fresh clone Vitest would run them in name order, and a
 * long file that starts last holds up the end of the suite.
 */
export default longestFirst({
  'e2e:tests/project-page-screens.test.ts': 180,
  'e2e:tests/long-lists-screens.test.ts': 164,
  'e2e:tests/journeys-desktop.test.ts': 147,
  'e2e:tests/dashboard.test.ts': 144,
  'e2e:tests/images.test.ts': 142,
  'e2e:tests/audience-screens.test.ts': 132,
  'e2e:tests/journeys-mobile.test.ts': 129,
  'e2e:tests/shell.test.ts': 129,
  'e2e:tests/waitlist-wizard.test.ts': 127,
  'e2e:tests/drafts.test.ts': 113,
  'e2e:tests/waitlist-scale-screens.test.ts': 111,
  'e2e:tests/marketing-screens.test.ts': 94,
  'e2e:tests/owner-tools-screens.test.ts': 82,
  'e2e:tests/automation-screens.test.ts': 71,
});
