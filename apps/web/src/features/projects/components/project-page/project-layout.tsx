import type { ReactNode } from 'react';
import type { Project } from '@shiplog/contract';
import { Container } from '@/components/ui/container';
import { LongDescription } from './long-description';
import { OwnerCard } from './owner-card';
import { OwnerHeader } from './owner-header';
import { ProjectHero } from './project-hero';
import { ProjectStats } from './project-stats';
import { TechStack } from './tech-stack';

export interface ProjectLayoutProps {
  project: Project;
  isOwner: boolean;
  /** The 'Latest Updates' timeline (from the updates feature). */
  timeline: ReactNode;
  /** The sticky 'Stay Updated' panel (from the subscribers feature); visitors only. */
  subscribe?: ReactNode;
  /** The links to the project's feeds (from the feeds feature), just above the panel. */
  feeds?: ReactNode;
  /** Under the owner's header (e.g. drafts waiting for review); owner only. */
  ownerNotice?: ReactNode;
  /** Follow for the owner card (from the users feature); visitors only. */
  followOwner?: ReactNode;
  /** Leaves out the long description (an update's own page). */
  hideDescription?: boolean;
}

/**
 * The project page. Wide screens: the timeline on the left; stats, owner, tech stack, the feed
 * links and the sticky 'Stay Updated' panel on the right. Narrow screens: stats, the feed links
 * and the panel (a reader can subscribe without scrolling past the timeline), the description
 * and timeline, then owner and tech stack; on an update's page the panel comes last. Parts
 * follow the screen's order in the HTML too: a phone that draws the page while it still
 * arrives never moves a part drawn early below one that comes later (and keyboard order is
 * reading order).
 */
export function ProjectLayout({
  project,
  isOwner,
  timeline,
  subscribe,
  feeds,
  ownerNotice,
  followOwner,
  hideDescription = false,
}: ProjectLayoutProps) {
  const follow = (feeds || subscribe) && (
    <aside aria-label="Follow this project" className="flex flex-col gap-6 lg:col-start-2 lg:row-start-3">
      {feeds}
      {subscribe}
    </aside>
  );
  return (
    <Container className="py-8 sm:py-12">
      {isOwner ? <OwnerHeader project={project} /> : <ProjectHero project={project} />}
      {isOwner && ownerNotice && <div className="mt-6 empty:hidden">{ownerNotice}</div>}
      <div className="mt-8 grid grid-cols-1 gap-8 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_1fr] lg:gap-x-10">
        <div className="lg:col-start-2 lg:row-start-1">
          <ProjectStats project={project} />
        </div>
        {!hideDescription && follow}
        <div className="grid min-w-0 content-start gap-10 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          {!hideDescription && <LongDescription html={project.long_description_html} />}
          {timeline}
        </div>
        <aside
          aria-label="Project details"
          className="flex flex-col gap-6 empty:hidden lg:col-start-2 lg:row-start-2"
        >
          {!isOwner && <OwnerCard owner={project.user} follow={followOwner} />}
          <TechStack items={project.tech_stack} />
        </aside>
        {hideDescription && follow}
      </div>
    </Container>
  );
}
