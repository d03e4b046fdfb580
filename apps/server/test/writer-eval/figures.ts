/**
 * Figures from a blind grader's verdicts: one verdict per commit, saying whether the commit is
 * worth sharing and whether its post and its update are publishable as is (with the rubric's
 * failure codes when not). A decline of a commit worth sharing counts as a failure (MISS).
 */
export type Worth = 'share' | 'skip' | 'borderline';
export interface Judged {
  publishable: boolean;
  codes: string[];
}
export interface Verdict {
  id: string;
  worth: Worth;
  post: Judged;
  update: Judged;
}

interface Share {
  total: number;
  passed: number;
}
const share = (): Share => ({ total: 0, passed: 0 });
const add = (s: Share, ok: boolean) => {
  s.total++;
  if (ok) s.passed++;
};
const pct = (s: Share) =>
  s.total ? `${s.passed}/${s.total} ${((100 * s.passed) / s.total).toFixed(0)}%` : '-';

export interface Figures {
  commits: number;
  posts: Share;
  updates: Share;
  shareWorthPosts: Share;
  shareWorthUpdates: Share;
  skipsDeclined: Share;
  perProject: Map<string, { posts: Share; updates: Share }>;
  codes: Map<string, number>;
  missing: string[];
}

export function figuresOf(commits: { id: string; repo: string }[], verdicts: Verdict[]): Figures {
  const byId = new Map(verdicts.map((v) => [v.id, v]));
  const f: Figures = {
    commits: 0,
    posts: share(),
    updates: share(),
    shareWorthPosts: share(),
    shareWorthUpdates: share(),
    skipsDeclined: share(),
    perProject: new Map(),
    codes: new Map(),
    missing: [],
  };
  for (const commit of commits) {
    const v = byId.get(commit.id);
    if (!v) {
      f.missing.push(commit.id);
      continue;
    }
    f.commits++;
    add(f.posts, v.post.publishable);
    add(f.updates, v.update.publishable);
    const project = f.perProject.get(commit.repo) ?? { posts: share(), updates: share() };
    add(project.posts, v.post.publishable);
    add(project.updates, v.update.publishable);
    f.perProject.set(commit.repo, project);
    if (v.worth === 'share') {
      add(f.shareWorthPosts, v.post.publishable);
      add(f.shareWorthUpdates, v.update.publishable);
    }
    if (v.worth === 'skip')
      add(f.skipsDeclined, !v.post.codes.includes('DECL') && !v.update.codes.includes('DECL'));
    for (const code of [...v.post.codes, ...v.update.codes]) f.codes.set(code, (f.codes.get(code) ?? 0) + 1);
  }
  return f;
}

export function printFigures(f: Figures, set: string) {
  const lines = [
    `Blind verdicts on the ${set} set: ${f.commits} commits${f.missing.length ? ` (${f.missing.length} without a verdict)` : ''}`,
    `  publishable posts            ${pct(f.posts)}`,
    `  publishable updates          ${pct(f.updates)}`,
    `  worth sharing: posts         ${pct(f.shareWorthPosts)}`,
    `  worth sharing: updates       ${pct(f.shareWorthUpdates)}`,
    `  nothing to share: declined   ${pct(f.skipsDeclined)}`,
    '  per project (posts, updates):',
    ...[...f.perProject].map(
      ([repo, p]) => `    ${repo.padEnd(32)} ${pct(p.posts).padEnd(14)} ${pct(p.updates)}`,
    ),
    `  codes: ${
      [...f.codes]
        .sort((a, b) => b[1] - a[1])
        .map(([c, n]) => `${c} ${n}`)
        .join(', ') || 'none'
    }`,
  ];
  console.log(lines.join('\n'));
}
