/** Cache keys of the voice feature: each project's voice. */
export const voiceKeys = {
  all: ['voice'] as const,
  project: (projectId: string) => [...voiceKeys.all, projectId] as const,
};
