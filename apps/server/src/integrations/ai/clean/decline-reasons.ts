/**
 * Why a commit is not worth a post, said to the person who asked for one. `{subject}` is the
 * commit's subject line, `{who}` the bot that made it.
 */
export const declineReasons = {
  empty: 'The commit message says nothing about the change: nothing to share.',
  wip: 'A work-in-progress commit with no description: nothing to share yet.',
  wipWithText: 'A work-in-progress commit (“{subject}”): nothing to share until the work is finished.',
  gibberish: '“{subject}” does not describe a change: nothing to share.',
  vague: '“{subject}” is too vague to write about: the commit does not say what changed.',
  mergeBranch:
    'A branch merge with no description of its own: the merged commits are the news, not the merge.',
  mergePullRequest: 'A pull request merge with no title or description: there is nothing to tell about it.',
  revert:
    'A revert of an earlier change (“{subject}”): it takes something back rather than adding anything to share.',
  release: 'A version bump or release commit: the release itself is the news, not this commit.',
  changelog: 'Only the changelog changed: the release notes are the news, not this commit.',
  dependencies: 'A routine dependency update: nothing worth sharing on its own.',
  bot: 'An automated commit by {who}: nothing worth sharing.',
  lockfile: 'Only the lockfile changed: nothing worth sharing.',
  ci: 'Only the CI setup changed: nothing people using the project will notice.',
  formatting: 'A formatting or lint-only change that changes no behaviour: nothing worth sharing.',
  typo: 'A typo fix: too small to be worth a post.',
  defaultMessage:
    '“{subject}” is a default message (as GitHub writes for a web edit) and says nothing about the change.',
  initial: 'The first commit of a repository, with a default message: nothing to share yet.',
  tooling: 'Only tooling configuration changed: nothing people using the project will notice.',
  chore: 'Maintenance work (“{subject}”): nothing people using the project will notice.',
  tests: 'A change to the tests only: nothing people using the project will notice.',
  smallDocs: 'A small documentation edit: too small to be worth a post on its own.',
  examples: 'Only the examples changed: nothing new in the project itself.',
  contributors: 'A name added to the list of contributors: nothing new in the project itself.',
  refactor: 'An internal refactor with no change in behaviour: nothing people using the project will notice.',
  moved: 'Code moved or reorganised without a change in behaviour: nothing worth sharing.',
  cleanup: 'A cleanup of unused or outdated code: nothing people using the project will notice.',
  translations: 'An automated translation sync: nothing worth sharing on its own.',
  docsTranslation:
    'A translation of the documentation: good news for its readers, but nothing new in the project itself.',
  submodule: 'A submodule update: nothing worth sharing on its own.',
  several: 'None of these commits is worth sharing. {first}',
  model: 'The writer found nothing worth sharing in this commit.',
} as const;
