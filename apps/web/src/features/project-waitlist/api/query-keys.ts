/** Cache keys of the project-waitlist feature: each project's list, as its owner sees it. */
export const projectWaitlistKeys = {
  all: ['project-waitlist'] as const,
  list: (projectId: string) => [...projectWaitlistKeys.all, projectId] as const,
};
