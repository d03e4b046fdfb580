import { projectPaths } from '@shiplog/contract';
import type { CardContent } from './card/card-svg';
import { cardVersion } from './card/social-card';
import type { PublicProject } from './public-project';

/** What the project's social card shows. */
export const cardContentOf = (project: PublicProject): CardContent => ({
  projectName: project.name,
  ownerName: project.owner.username,
  latestUpdate: project.latest && { title: project.latest.title, publishedAt: project.latest.publishedAt },
});

/** The card's path with its version, so social networks fetch it again when it changes. */
export const cardPathOf = (project: PublicProject) =>
  `${projectPaths(project.id).card}?v=${cardVersion(cardContentOf(project))}`;
