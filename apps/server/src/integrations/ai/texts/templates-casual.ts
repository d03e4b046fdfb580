import type { ToneTemplates } from './template-types';

/** Casual: friendly and short, an emoji or two, one hashtag at most. */
export const casualTemplates: ToneTemplates = {
  openers: {
    feature: [
      'Just shipped something new in {project} 🚀',
      'New toy in {project} ✨',
      'Fresh from the {project} repo 🛠️',
      'Look what landed in {project} 🎉',
    ],
    fix: [
      'Squashed a bug in {project} 🐛',
      'Bug fix time for {project} 🔧',
      'One less bug in {project} 🐞',
      'Patch day vibes in {project} 🩹',
    ],
    small: [
      'Tiny fix in {project}, nothing fancy 🙂',
      'Small one for {project} ✏️',
      'Quick polish on {project} 🧹',
      'Minor tweak in {project} 👌',
    ],
    breaking: [
      'Heads-up: breaking change in {project} ⚠️',
      'Breaking change alert for {project} 💥',
      'Careful, {project} has a breaking change ⚠️',
      'Something breaking landed in {project} 🚧',
    ],
    perf: [
      'Performance work on {project} ⚡',
      'Speed tuning in {project} 🏎️',
      '{project} performance tweak ⚡',
      'Perf pass on {project} 🔥',
    ],
    refactor: [
      'Cleaned up some code in {project} 🧹',
      'Refactor session for {project} ♻️',
      'Under-the-hood work on {project} 🔩',
      'Tidying up {project} 🧽',
    ],
    docs: [
      'Docs love for {project} 📝',
      'Wrote some words for {project} 📚',
      'Docs update for {project} 📝',
      'Documentation tweak in {project} 📖',
    ],
    tests: [
      'Test work on {project} 🧪',
      'Poking at the {project} test suite 🧪',
      'Testing things in {project} ✅',
      'Tests, tests, tests for {project} ✅',
    ],
    deps: [
      'Dependency bump in {project} ⬆️',
      'Keeping {project} fresh 📦',
      'Package updates for {project} 📦',
      'Deps housekeeping in {project} 🧹',
    ],
    chore: [
      'Housekeeping in {project} 🧹',
      'Chores done for {project} ✅',
      'Some upkeep on {project} 🔧',
      'Behind-the-scenes work on {project} 🛠️',
    ],
    release: [
      'Release time for {project} 🎉',
      'New {project} release 🔖',
      'Cut a new {project} release 🚀',
      'Tagged a release of {project} 🏷️',
    ],
    merge: [
      'Branch merged in {project} 🔀',
      'Merged some work into {project} 🔀',
      'Pulling it together in {project} 🤝',
      'Stitching branches in {project} 🧵',
    ],
    revert: [
      'Took a step back in {project} ⏪',
      'Undo! Rolled something back in {project} ↩️',
      'Reverted a change in {project} ⏪',
      'Backing out a change in {project} ↩️',
    ],
    other: [
      'New commit in {project} 👀',
      'Progress on {project} 🛠️',
      'Building {project} in public 🧱',
      'Another step for {project} 👣',
    ],
  },
  did: ['{Did}!', 'This one {did}.', 'The gist: {did}.'],
  headline: ['“{headline}”', 'The gist: {headline}.', 'In the commit: “{headline}”'],
  small: ['Fixed {thing} in {where}.', 'Just fixed {thing} in {where}.'],
  breakingNote: ['What it means: {note}', 'Good to know: {note}'],
  pullRequest: ['PR #{pr} is in.', 'Merged PR #{pr} 🙌'],
  files: ['Touched {files}.', 'Files: {files}.'],
  lines: ['+{additions}/−{deletions} lines.', '+{additions} −{deletions}, for the curious.'],
  reference: [],
  bareReference: [],
  summary: ['Busy stretch in {project} 🔨', '{count} into {project} 🧱'],
  closers: ['More soon!', 'On to the next one!', 'Back to building 🛠️', 'What should come next?'],
  link: ['Follow along: {url}', 'Check it out: {url}'],
  hashtags: '#buildinpublic',
};
