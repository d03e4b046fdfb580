import { projects } from '../db/schema';

/**
 * The columns of a project as other answers name it (`ProjectRef`: drafts, the following feed,
 * subscriptions): its name and what its canonical address is made of.
 */
export const projectRefColumns = { id: projects.id, name: projects.name, slug: projects.slug };
