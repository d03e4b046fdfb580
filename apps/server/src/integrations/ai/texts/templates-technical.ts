import { NO_EMOJI, PLAIN_LABELS, type ToneTemplates } from './template-types';

/** Technical: precise, changelog-like, no emoji; states the area, files, lines and commit. */
export const technicalTemplates: ToneTemplates = {
  did: ['{Did}.', '{project}: {did}.', '{project} changelog: {did}.'],
  scoped: ['{scope}: {did}.'],
  now: ['Behaviour change: {project} {now}.', 'From this commit on, {project} {now}.', '{project} {now}.'],
  clause: ['{Clause}.', '{project}: {clause}.', 'From this commit on, {clause}.'],
  thing: ['New in {project}: {thing}.', '{Did}.', '{project}: {did}.'],
  headline: [
    '{project} changelog: {headline}.',
    '{Headline}.',
    '{project}: {headline}.',
    '{Label}: {headline}.',
  ],
  labels: { ...PLAIN_LABELS, feat: 'Feature' },
  emoji: NO_EMOJI,
  breaking: ['BREAKING CHANGE: {note}'],
  breakingBare: ['Breaking change.'],
  files: ['{Count} changed in {areas}{lines}.', 'Touches {areas}: {count}{lines}.'],
  lines: ['Diff: +{additions}/−{deletions}.'],
  reference: [],
  area: ['Scope: {scope}.'],
  several: ['{count} in {project}:', 'Changes in {project}:', '{project} changelog:'],
  hashtags: '',
};
