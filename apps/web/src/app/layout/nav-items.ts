import {
  CreditCard,
  FilePen,
  FolderGit2,
  Globe,
  LayoutDashboard,
  Settings,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@shiplog/contract';
import { DiscordIcon, GithubIcon, LinkedinIcon, XIcon } from '@/components/brand/social-icons';
import { site } from '@/lib/site';

export interface NavItem {
  label: string;
  to: string;
}

/** The header's main navigation (Features, Shiplog, Pricing, Projects, FAQ). */
export const primaryNav: NavItem[] = [
  { label: 'Features', to: `${paths.home}#features` },
  { label: 'Shiplog', to: paths.overview },
  { label: 'Pricing', to: paths.pricing },
  { label: 'Projects', to: paths.publicProjects },
  { label: 'FAQ', to: paths.faq },
];

/** The signed-in user's links (user menu and mobile menu), their own public profile among them. */
export const accountNavFor = (userId: string): Array<NavItem & { icon: LucideIcon }> => [
  { label: 'Dashboard', to: paths.dashboard, icon: LayoutDashboard },
  { label: 'Projects', to: paths.projects, icon: FolderGit2 },
  { label: 'Drafts', to: paths.drafts, icon: FilePen },
  { label: 'Profile', to: paths.profile, icon: UserRound },
  { label: 'Your public profile', to: paths.user(userId), icon: Globe },
  { label: 'Settings', to: paths.settings, icon: Settings },
  { label: 'Billing', to: paths.billing, icon: CreditCard },
];

export interface FooterLink {
  label: string;
  href: string;
  /** Served by the server or another site: a plain <a>, not a client-side route. */
  external?: boolean;
}

/**
 * The footer's links: each goes to a page a visitor can open (the sign-in-only /profile is in the
 * account menu, not here).
 */
export const footerColumns: Array<{ title: string; links: FooterLink[] }> = [
  {
    title: 'Product',
    links: [
      { label: 'Features', href: paths.features },
      { label: 'Pricing', href: paths.pricing },
      { label: 'Public projects', href: paths.publicProjects },
      // A short address the server redirects: a full page load, not a client-side route.
      { label: 'Changelog', href: paths.productChangelog, external: true },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'Docs', href: '/api/docs', external: true },
      { label: 'FAQ', href: paths.faq },
      { label: 'Diagnostics', href: paths.diagnostics },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: paths.overview },
      { label: 'Contact', href: `mailto:${site.contactEmail}`, external: true },
    ],
  },
];

export const socialLinks = [
  { label: 'Shiplog on GitHub', href: site.social.github, icon: GithubIcon },
  { label: 'Shiplog on X', href: site.social.x, icon: XIcon },
  { label: 'Shiplog on LinkedIn', href: site.social.linkedin, icon: LinkedinIcon },
  { label: 'Shiplog on Discord', href: site.social.discord, icon: DiscordIcon },
];
