/**
 * Stock frames: openers and closers that say nothing about the change. The built-in writer
 * never uses them, the providers are told not to, and they are taken off a provider's answer.
 */
export const stockFrames = {
  /** Openers (a line or sentence starting with one of these is a frame, not news). */
  openers: [
    'progress on',
    'quality work on',
    'an update to',
    'summary:',
    'the change:',
    'exciting news',
    'a quick update',
    'quick update',
    'update on',
    'commit summary:',
    'in short,',
    'big news',
    "we're excited to",
    'we are excited to',
    "we're thrilled",
    'we are thrilled',
    "i'm excited to",
    'happy to announce',
    'just pushed',
    'another day, another',
    'another step for',
    'new commit in',
    'building in public',
    'here is what changed',
    "here's what changed",
  ],
  /** Closers (a final sentence that is only one of these). */
  closers: [
    'onward',
    'thanks for following along',
    'more updates to follow',
    'stay tuned',
    'more to come',
    'more soon',
    'onwards',
    'feedback is welcome',
    'let us know what you think',
    'let me know what you think',
    'happy coding',
    'happy hacking',
    'back to building',
    'on to the next one',
    'what should come next',
    'keep building',
    'until next time',
  ],
} as const;
