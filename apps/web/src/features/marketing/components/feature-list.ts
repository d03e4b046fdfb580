import {
  CalendarClock,
  CodeXml,
  GitBranch,
  LayoutTemplate,
  Share2,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

export interface ProductFeature {
  icon: LucideIcon;
  title: string;
  description: string;
}

/** The six key features of the landing page. */
export const productFeatures: ProductFeature[] = [
  {
    icon: GitBranch,
    title: 'GitHub integration',
    description: 'Connect your repositories and see every commit in one place, ready to be told.',
  },
  {
    icon: Sparkles,
    title: 'AI transformation',
    description: 'Turn terse commit messages into posts people actually want to read, in your voice.',
  },
  {
    icon: Share2,
    title: 'Multi-platform publishing',
    description: 'Share to X and LinkedIn in a click, or copy a Discord-ready update to the clipboard.',
  },
  {
    icon: LayoutTemplate,
    title: 'Smart templates',
    description: 'Release notes, progress updates and milestones: start from a template that fits.',
  },
  {
    icon: CodeXml,
    title: 'Code snippets',
    description: 'Show the interesting part of a change with highlighted snippets in your updates.',
  },
  {
    icon: CalendarClock,
    title: 'Scheduled posts',
    description: 'Write when you ship, publish when your audience is awake. Queue updates ahead.',
  },
];
