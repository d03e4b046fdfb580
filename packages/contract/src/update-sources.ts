import { z } from 'zod';

/** One commit or pull request a generated update was built from, linked on GitHub. */
export const updateSourceSchema = z.object({
  kind: z.enum(['commit', 'pull_request']),
  /** A commit's sha, or a pull request's number. */
  ref: z.string(),
  /** The commit's first line, or the pull request's title. */
  title: z.string(),
  url: z.string(),
  files: z.number().int().nullable(),
  additions: z.number().int().nullable(),
  deletions: z.number().int().nullable(),
});
export type UpdateSource = z.infer<typeof updateSourceSchema>;

/**
 * Where a generated update came from ("Built from 3 commits · 1 pull request"), with the diff
 * stats of its sources summed (null when GitHub gave none). Everyone who reads the update sees it.
 */
export const updateProvenanceSchema = z.object({
  commits: z.number().int(),
  pull_requests: z.number().int(),
  files: z.number().int().nullable(),
  additions: z.number().int().nullable(),
  deletions: z.number().int().nullable(),
  sources: z.array(updateSourceSchema),
});
export type UpdateProvenance = z.infer<typeof updateProvenanceSchema>;

/**
 * Someone who made a generated update's change: a commit author, a `Co-authored-by` co-author, a
 * pull request's author or a `Credit:` handle (bots left out). `login` and the links when GitHub
 * knows the account; `first_contribution` when GitHub shows it is their first to the repository.
 */
/** How many contributors one update lists (a big story names the first ones). */
export const MAX_UPDATE_CONTRIBUTORS = 20;

export const updateContributorSchema = z.object({
  name: z.string(),
  login: z.string().nullable(),
  avatar_url: z.string().nullable(),
  profile_url: z.string().nullable(),
  first_contribution: z.boolean(),
});

export type UpdateContributor = z.infer<typeof updateContributorSchema>;
