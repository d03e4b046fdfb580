import type { ToneTemplates } from './template-types';

/** Professional: complete sentences, calm and clear, no emoji, one hashtag at most. */
export const professionalTemplates: ToneTemplates = {
  openers: {
    feature: [
      'We shipped a new feature in {project}.',
      '{project} has a new capability.',
      'Progress on {project}: a new feature.',
      'A new feature for {project}.',
    ],
    fix: [
      'We resolved an issue in {project}.',
      'A fix landed in {project}.',
      'Quality work on {project}.',
      '{project} received a bug fix.',
    ],
    small: [
      'A small correction in {project}.',
      'A minor fix for {project}.',
      'Attention to detail in {project}.',
      'A quick cleanup in {project}.',
    ],
    breaking: [
      'Please note a breaking change in {project}.',
      '{project} has a breaking change.',
      'A breaking change landed in {project}.',
      'An incompatible change in {project}, worth a careful look.',
    ],
    perf: [
      'Performance work on {project}.',
      'We worked on the performance of {project}.',
      '{project} received performance work.',
      'A performance-focused change in {project}.',
    ],
    refactor: [
      'We restructured part of {project}.',
      'Under-the-hood work on {project}.',
      'An internal change in {project}.',
      'Code quality work on {project}.',
    ],
    docs: [
      'We updated the documentation of {project}.',
      'Documentation work on {project}.',
      'A documentation update for {project}.',
      'The {project} docs changed.',
    ],
    tests: [
      'We worked on the test suite of {project}.',
      'Testing work on {project}.',
      'A change to how {project} is tested.',
      'Quality assurance work on {project}.',
    ],
    deps: [
      'Dependency maintenance on {project}.',
      'A dependency update for {project}.',
      'Routine dependency work on {project}.',
      'Upkeep for the dependencies of {project}.',
    ],
    chore: [
      'Routine maintenance on {project}.',
      'Housekeeping in {project}.',
      'Behind-the-scenes work on {project}.',
      'Upkeep for {project}.',
    ],
    release: [
      'A new release of {project}.',
      'Release news from {project}.',
      '{project} has a new release.',
      'A release milestone for {project}.',
    ],
    merge: [
      'Work merged into {project}.',
      'A branch came together in {project}.',
      'Integration work on {project}.',
      'Merged changes in {project}.',
    ],
    revert: [
      'We rolled back a change in {project}.',
      'A change to {project} was reverted.',
      'Course correction in {project}.',
      'A rollback in {project}.',
    ],
    other: [
      'An update to {project}.',
      'Progress on {project}.',
      'New work in {project}.',
      'A change to {project}.',
    ],
  },
  did: ['In short, we {did}.', 'This change {did}.', 'Specifically, we {did}.'],
  headline: ['The change: “{headline}”.', 'Summary: {headline}.', 'Commit summary: “{headline}”.'],
  small: ['We fixed {thing} in {where}.', 'It fixes {thing} in {where}.'],
  breakingNote: ['What changes for you: {note}', 'Please note: {note}'],
  pullRequest: ['It was merged through pull request #{pr}.', 'This came in through pull request #{pr}.'],
  files: ['The change touches {files}.', 'Files involved: {files}.'],
  lines: [
    'In numbers: {addedLines} added, {deletions} removed.',
    'That is {addedLines} added and {deletions} removed.',
  ],
  reference: [],
  bareReference: [],
  summary: ['Recent work on {project}, {count}:', 'A round of progress on {project}:'],
  closers: ['More updates to follow.', 'Thanks for following along.', 'Feedback is welcome.', 'Onward.'],
  link: ['Follow the project: {url}', 'Project page: {url}'],
  hashtags: '#buildinpublic',
};
