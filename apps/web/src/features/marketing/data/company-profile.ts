import { PRODUCT_CHANGELOG_IDS } from '@shiplog/contract';
import type { CompanyProfile } from '../lib/company-profile';

/**
 * The Shiplog team's profile (/profile): the static company profile. Edit this
 * file to change the page; its figures and 'Latest Updates' come from Shiplog's own changelog.
 */
export const companyProfile: CompanyProfile = {
  companyName: 'Shiplog',
  description:
    'Shiplog turns the commits developers push into stories: social posts, public changelogs and updates for subscribers. We build Shiplog in public, with Shiplog: the updates below are its own changelog.',
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
