import { INITIAL_ANSWERS_ID } from '@shiplog/contract/constants';

/** An API answer the server wrote into the page: its JSON body and the headers the app reads. */
export interface InitialAnswer {
  body: unknown;
  headers: Record<string, string>;
}

const taken = new Set<string>();
/** While the server renders a page: that page's answers (renders run one at a time). */
let rendering: Record<string, InitialAnswer> | null = null;

/** Server rendering: runs `render` with these answers in place of the page's element. */
export async function withInitialAnswers<T>(
  answers: Record<string, InitialAnswer>,
  render: () => Promise<T>,
) {
  rendering = answers;
  try {
    return await render();
  } finally {
    rendering = null;
  }
}
let parsed: { element: Element; answers: Record<string, InitialAnswer> } | undefined;

function answersInPage(): Record<string, InitialAnswer> {
  const element = typeof document === 'undefined' ? null : document.getElementById(INITIAL_ANSWERS_ID);
  if (!element) return {};
  if (parsed?.element !== element) {
    let answers: Record<string, InitialAnswer> = {};
    try {
      answers = JSON.parse(element.textContent || '{}') as Record<string, InitialAnswer>;
    } catch {
      // A page without usable answers simply asks the API.
    }
    parsed = { element, answers };
  }
  return parsed.answers;
}

/**
 * The answer to `GET /api{path}` the page came with, once: the first query for it starts with
 * these data instead of a loading state; later ones ask the API as usual.
 */
export function takeInitialAnswer(path: string): InitialAnswer | undefined {
  if (rendering) return rendering[path];
  if (taken.has(path)) return undefined;
  const answer = answersInPage()[path];
  if (answer) taken.add(path);
  return answer;
}
