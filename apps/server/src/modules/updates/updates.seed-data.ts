import type { updates } from '../../db/schema';

type Template = Pick<
  typeof updates.$inferInsert,
  'type' | 'title' | 'content' | 'commitSha' | 'commitMessage' | 'isMajorUpdate' | 'labels'
> & { image?: boolean };

/** Sample updates, newest first, one of every type; repeated (numbered) for larger seeds. */
export const UPDATE_TEMPLATES: Template[] = [
  {
    type: 'release',
    title: 'v1.0 is out',
    content:
      'Our first stable release.\n\n- Public project pages with a timeline\n- Likes, comments and view counts\n- RSS and Atom feeds',
    isMajorUpdate: true,
    labels: ['release', 'milestone'],
  },
  {
    type: 'text',
    title: 'Scheduling updates',
    content:
      'Pick a date in the future and the update publishes itself on that day. Until then only you can see it.',
    labels: ['feature'],
  },
  {
    type: 'image',
    title: 'A new look for project pages',
    content: 'Banner, logo, stats and the timeline, on one page that works on phones too.',
    image: true,
    labels: ['design'],
  },
  {
    type: 'commit',
    title: 'Faster timelines',
    content: 'The timeline now costs one query however many likes and comments it has.',
    commitSha: '4f2c9e1a7b3d5f60',
    commitMessage: 'perf: count likes and comments with counters kept by triggers',
    labels: ['performance'],
  },
  {
    type: 'text',
    title: 'Comments are here',
    content: 'Sign in to comment on any update. You can edit or delete your own comments.',
  },
  {
    type: 'release',
    title: 'v0.9 beta',
    content: 'The public beta: connect GitHub, create a project, post your first update.',
    labels: ['beta'],
  },
];

export const SCHEDULED_TEMPLATE: Omit<Template, 'image'> = {
  type: 'text',
  title: 'Coming next week: email digests',
  content:
    'Subscribers will get a weekly digest of your updates. (Scheduled: only the owner sees this until then.)',
  labels: ['roadmap'],
};

export const SAMPLE_COMMENTS = [
  'Congrats on the launch!',
  'This is exactly what I needed, thanks.',
  'How did you make the timeline so fast?',
  'Love the new design.',
  'Any plans for a dark mode?',
  'Great write-up, keep them coming.',
  'Works great on my phone.',
  'Can I schedule updates from the API too?',
];

export const READER_NAMES = [
  'Ada Park',
  'Linus Ito',
  'Grace Moreau',
  'Alan Novak',
  'Margaret Osei',
  'Ken Silva',
];
