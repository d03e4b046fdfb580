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
  /** Markdown. */
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
    longDescription: [
      '## Why Tern?',
      '',
      'Tern checks your sites and APIs every 30 seconds from a single binary and tells you in Slack or Discord the moment something goes down, with the response that failed.',
      '',
      '### What works today',
      '',
      '- HTTP, TCP and TLS-expiry checks',
      '- Status page with 90-day history',
      '- Alert routing per check',
      '',
      'Next up: multi-region probes. Follow along for weekly updates.',
    ].join('\n'),
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
    longDescription: [
      '## Changelogs people read',
      '',
      'Driftwood turns a folder of Markdown release notes into a fast, searchable changelog site with RSS, dark mode and per-version permalinks.',
      '',
      '> Ship the notes with the code: one `driftwood build` in CI.',
      '',
      'Currently polishing the theme API before the 1.0 release.',
    ].join('\n'),
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
      'Ledgerline reads the CSV exports of most European banks, categorises transactions with simple ' +
      'rules and shows monthly budgets. It stays private until the importer handles every bank we bank with.',
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
    longDescription: `Sample project ${n}: seeded so lists have something to page through.`,
    repositoryName: `dana-demo/sample-${n}`,
    websiteUrl: null,
    twitterHandle: null,
    techStack: SAMPLE_STACKS[index % SAMPLE_STACKS.length]!,
    githubStars: (index * 37) % 500,
    isPrivate: false,
    daysAgo: 30 + index,
  };
}
