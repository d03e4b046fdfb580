/**
 * Commit shorthand a reader would not write in a post: "in Win" is "on Windows", a "prod dep" a
 * production dependency. Only whole words outside code spans; names and code stay as written.
 */
const SHORTHAND: [RegExp, string | ((...m: string[]) => string)][] = [
  // "in Win", "on win", "for Win/macOS": the platform, with the preposition English uses.
  [/\b(?:in|on) (?:Win|win|Win32|win32)\b(?![\w./-])/g, 'on Windows'],
  [/\b(for|under|with) (?:Win|win)\b(?![\w./-])/g, (_, p: string) => `${p} Windows`],
  // "overflow in mobile": a platform takes "on".
  [/\bin (mobile|desktop)\b(?![\w./-])/gi, (_, p: string) => `on ${p}`],
  [/\b(prod|dev) deps\b/gi, (_, k: string) => `${/^p/i.test(k) ? 'production' : 'development'} dependencies`],
  [/\b(prod|dev) dep\b/gi, (_, k: string) => `${/^p/i.test(k) ? 'production' : 'development'} dependency`],
  [/\b(a|the|new|any|every|this|each) dep\b/gi, (_, a: string) => `${a} dependency`],
  [/(?<![\w./@-])repo\b(?![\w./-])/g, 'repository'],
  [/(?<![\w./@-])repos\b(?![\w./-])/g, 'repositories'],
  [/\boverriden\b/g, 'overridden'],
  // "unmounting perf": the word, not the conventional "perf:" type.
  [/(?<![\w./@-])perf\b(?![\w./:(!-])/g, 'performance'],
];

export function expandShorthand(text: string): string {
  // Text in another language keeps its words as written.
  if (
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}]/u.test(text)
  )
    return text;
  return text
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2 ? part : SHORTHAND.reduce((s, [re, to]) => s.replace(re, to as (...m: string[]) => string), part),
    )
    .join('');
}
