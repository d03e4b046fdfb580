import { NO_EMOJI, PLAIN_LABELS, type ToneTemplates } from './template-types';

/** Professional: complete sentences, calm and clear, no emoji. */
export const professionalTemplates: ToneTemplates = {
  did: ['We {did}.', 'In {project}, we {did}.', 'With this change, we {did}.'],
  scoped: [],
  now: ['{project} {now}.', 'With this change, {project} {now}.', 'We changed {project} so that it {now}.'],
  clause: ['In {project}, {clause}.', 'With this change, {clause}.', 'As of this change, {clause}.'],
  thing: ['{project} now has {thing}.', 'We {did}.', 'In {project}, we {did}.'],
  headline: [
    '{Headline}.',
    '{project}: {headline}.',
    'Latest in {project}: {headline}.',
    '{Label} in {project}: {headline}.',
  ],
  labels: PLAIN_LABELS,
  emoji: NO_EMOJI,
  breaking: ['Breaking change: {note}', 'Please note that this is a breaking change: {note}'],
  breakingBare: ['Please note that this is a breaking change.'],
  files: ['The change touches {areas} ({count}{lines}).', 'It spans {count} in {areas}{lines}.'],
  lines: ['In numbers: {additions} lines added and {deletions} removed.'],
  reference: [],
  area: ['This change is in the {scope} area.'],
  several: ['Recent changes in {project}:', 'What changed in {project}:', '{project}, recent changes:'],
  hashtags: '',
};
