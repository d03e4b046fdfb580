import { PRODUCT_CHANGELOG_IDS } from '@shiplog/contract';
import type { CompanyProfile, ProfileUpdate } from '../lib/company-profile';

/**
 * The Shiplog team's profile (/profile): the static company profile of spec section 3 and the
 * updates its 'Latest Updates' timeline shows. Edit this file to change the page.
 */
export const companyProfile: CompanyProfile = {
  companyName: 'Shiplog',
  description:
    'Shiplog turns the commits developers push into stories: social posts, public changelogs and updates for subscribers. We build Shiplog in public, with Shiplog: every update below started as a commit.',
  repositoryName: 'shiplog/shiplog',
  website: 'https://shiplog.dev',
  blog: 'https://shiplog.dev/blog',
  twitter: 'shiplog',
  foundedDate: '2024-03-12',
  user: {
    // The account behind Shiplog's own changelog: its public profile is /user/{id}.
    id: PRODUCT_CHANGELOG_IDS.userId,
    username: 'shiplog',
    bio: 'The team behind Shiplog. Small, remote, and shipping every week. We answer every message ourselves.',
    avatar: '/favicon.svg',
  },
};

/** Newest first. */
export const companyUpdates: ProfileUpdate[] = [
  {
    id: 'public-changelogs',
    type: 'release',
    title: 'Shiplog 0.9: public changelogs',
    content:
      'Every project now has a public changelog page. Visitors can like and comment on updates and subscribe by email, and each update links back to the commit it came from.',
    published_at: '2025-06-10T14:00:00.000Z',
    comments: [
      {
        id: 'c1',
        author: { name: 'Maya Chen', avatar: null },
        content: 'Moved our release notes over the same afternoon. The commit links are a lovely touch.',
        createdAt: '2 days ago',
      },
      {
        id: 'c2',
        author: { name: 'Daniel Okafor', avatar: null },
        content: 'Any plans for an RSS feed per project?',
        createdAt: 'yesterday',
      },
    ],
  },
  {
    id: 'scheduled-posts-beta',
    type: 'text',
    title: 'Scheduled posts are in beta',
    content:
      'Write the post when you ship and publish it when your audience is awake. Pick a time per platform and Shiplog queues it for you.',
    published_at: '2025-05-28T09:30:00.000Z',
    comments: [
      {
        id: 'c3',
        author: { name: 'Lena Vogt', avatar: null },
        content: 'This is the feature I was waiting for. Europe mornings, US evenings, sorted.',
        createdAt: '2 weeks ago',
      },
    ],
  },
  {
    id: 'faster-commit-import',
    type: 'commit',
    title: 'Faster commit import',
    content:
      'Commit lists now come from a cache that refreshes in the background: three times fewer GitHub API calls, and big repositories open instantly.',
    published_at: '2025-05-14T16:45:00.000Z',
  },
  {
    id: 'linkedin-and-discord',
    type: 'release',
    title: 'Shiplog 0.8: LinkedIn and Discord',
    content:
      'Alongside X, posts can now be shared to LinkedIn or copied as a Discord-ready message, with code snippets kept intact.',
    published_at: '2025-04-30T11:00:00.000Z',
  },
];
