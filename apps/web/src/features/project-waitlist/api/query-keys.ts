import type { WaitlistView } from './get-waitlist';

/** Cache keys of the project-waitlist feature: each project's list, as its owner sees it, in each view. */
export const projectWaitlistKeys = {
  all: ['project-waitlist'] as const,
  /** Every view of a project's list (what a change invalidates). */
  list: (projectId: string) => [...projectWaitlistKeys.all, projectId] as const,
  view: (projectId: string, view: WaitlistView) => [...projectWaitlistKeys.list(projectId), view] as const,
  /** How many confirmed subscribers chose each update frequency. */
  updateFrequencies: (projectId: string) =>
    [...projectWaitlistKeys.list(projectId), 'update-frequencies'] as const,
};
