import type { ToneTemplates } from './template-types';

/** Technical: precise, changelog-like, no emoji; states the type, files, lines and commit. */
export const technicalTemplates: ToneTemplates = {
  openers: {
    feature: [
      'New in {project}:',
      'Feature landed in {project}:',
      '{project}, new feature:',
      '{project} changelog, feature:',
    ],
    fix: [
      'Fix in {project}:',
      'Bug fix for {project}:',
      'Patched in {project}:',
      '{project} changelog, fix:',
    ],
    small: [
      'Small fix in {project}:',
      'Minor change to {project}:',
      '{project}, minor fix:',
      'Tiny fix for {project}:',
    ],
    breaking: [
      'Breaking change in {project}:',
      '{project}, breaking:',
      'Heads-up, breaking change in {project}:',
      'Incompatible change in {project}:',
    ],
    perf: [
      'Performance work in {project}:',
      '{project}, performance:',
      'Perf change in {project}:',
      '{project} changelog, perf:',
    ],
    refactor: [
      'Refactor in {project}:',
      '{project}, internals:',
      'Code cleanup in {project}:',
      '{project} changelog, refactor:',
    ],
    docs: [
      'Docs update for {project}:',
      '{project} documentation:',
      'Documentation change in {project}:',
      '{project} changelog, docs:',
    ],
    tests: [
      'Test work in {project}:',
      '{project}, tests:',
      'Test suite change in {project}:',
      '{project} changelog, tests:',
    ],
    deps: [
      'Dependency update in {project}:',
      '{project}, dependencies:',
      'Dependency change in {project}:',
      '{project} changelog, deps:',
    ],
    chore: [
      'Maintenance in {project}:',
      '{project}, housekeeping:',
      'Upkeep in {project}:',
      '{project} changelog, chore:',
    ],
    release: [
      'New release of {project}:',
      '{project} release:',
      'Release of {project}:',
      '{project} changelog, release:',
    ],
    merge: [
      'Merged into {project}:',
      '{project}, merge:',
      'Branch work merged in {project}:',
      'Integration in {project}:',
    ],
    revert: [
      '{project}, rollback:',
      'Rollback in {project}:',
      'Backed out of {project}:',
      '{project} changelog, revert:',
    ],
    other: ['Update to {project}:', '{project} changelog:', 'Commit to {project}:', 'Change in {project}:'],
  },
  did: ['{did}.'],
  headline: ['{headline}.'],
  small: ['fixed {thing} in {where}.', 'corrected {thing} in {where}.'],
  breakingNote: ['BREAKING CHANGE: {note}'],
  pullRequest: ['Merged as PR #{pr} from {branch}.', 'PR #{pr} ({branch}).'],
  files: ['Files: {files}.', '{count} changed: {files}.'],
  lines: ['+{additions} −{deletions} lines.', 'Diff: +{additions}/−{deletions}.'],
  reference: ['{tag} · {sha}', 'Commit {sha} ({tag}).'],
  bareReference: ['Commit {sha}.'],
  summary: ['{count} in {project}:', '{project}, {count}:'],
  closers: [],
  link: ['{url}'],
  hashtags: '',
};
