/** What `npm run seed` creates: a demo account and three projects, so a newcomer can look around. */

export const DEMO_ACCOUNT = {
  email: 'demo@shiplog.local',
  name: 'Dana Demo',
  /** Printed by the seed; `--password=…` chooses another. */
  password: 'shiplog-demo-2025',
};

export interface DemoProject {
  name: string;
  description: string;
  longDescription: string;
  repositoryName: string;
  websiteUrl: string | null;
  twitterHandle: string | null;
  techStack: string[];
  githubStars: number;
  isPrivate: boolean;
  /** How long ago it was created, so the lists have an order that reads naturally. */
  daysAgo: number;
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    name: 'Tern',
    description: 'Self-hosted uptime monitoring with Slack and Discord alerts.',
    longDescription:
      '<h2>Why Tern?</h2><p>Tern checks your sites and APIs every 30 seconds from a single binary and tells ' +
      'you in Slack or Discord the moment something goes down, with the response that failed.</p>' +
      '<h3>What works today</h3><ul><li>HTTP, TCP and TLS-expiry checks</li><li>Status page with 90-day history</li>' +
      '<li>Alert routing per check</li></ul><p>Next up: multi-region probes. Follow along for weekly updates.</p>',
    repositoryName: 'dana-demo/tern',
    websiteUrl: 'https://tern.example.com',
    twitterHandle: 'ternmonitor',
    techStack: ['Go', 'PostgreSQL', 'Docker', 'HTMX'],
    githubStars: 342,
    isPrivate: false,
    daysAgo: 21,
  },
  {
    name: 'Driftwood',
    description: 'A tiny static-site generator for changelogs and release notes.',
    longDescription:
      '<h2>Changelogs people read</h2><p>Driftwood turns a folder of Markdown release notes into a fast, ' +
      'searchable changelog site with RSS, dark mode and per-version permalinks.</p>' +
      '<blockquote>Ship the notes with the code: one <code>driftwood build</code> in CI.</blockquote>' +
      '<p>Currently polishing the theme API before the 1.0 release.</p>',
    repositoryName: 'dana-demo/driftwood',
    websiteUrl: 'https://driftwood.example.com',
    twitterHandle: null,
    techStack: ['TypeScript', 'Vite', 'Markdown'],
    githubStars: 128,
    isPrivate: false,
    daysAgo: 9,
  },
  {
    name: 'Ledgerline',
    description: 'Personal finance tracker that imports bank CSVs. Private while in alpha.',
    longDescription:
      '<p>Ledgerline reads the CSV exports of most European banks, categorises transactions with simple ' +
      'rules and shows monthly budgets. It stays private until the importer handles every bank we bank with.</p>',
    repositoryName: 'dana-demo/ledgerline',
    websiteUrl: null,
    twitterHandle: null,
    techStack: ['Python', 'FastAPI', 'SQLite'],
    githubStars: 0,
    isPrivate: true,
    daysAgo: 2,
  },
];

const SAMPLE_STACKS = [
  ['TypeScript', 'React'],
  ['Rust', 'WebAssembly'],
  ['Go', 'gRPC'],
  ['Python', 'Django'],
];

/** Extra public projects for load tests (`--extra-public-projects=N`). */
export function sampleProject(index: number): DemoProject {
  const n = String(index + 1).padStart(3, '0');
  return {
    name: `Sample project ${n}`,
    description: `A sample public project (#${n}) seeded for load tests.`,
    longDescription: `<p>Sample project ${n}: seeded so lists have something to page through.</p>`,
    repositoryName: `dana-demo/sample-${n}`,
    websiteUrl: null,
    twitterHandle: null,
    techStack: SAMPLE_STACKS[index % SAMPLE_STACKS.length]!,
    githubStars: (index * 37) % 500,
    isPrivate: false,
    daysAgo: 30 + index,
  };
}
