import { subscriberMessages } from '@shiplog/contract';
import type { Database } from '../../db/client';
import {
  loadOwnedProject as loadOwned,
  loadVisibleProject,
  type AccessProject,
} from '../../lib/owned-project';

export { loadVisibleProject };

/** The project if `userId` owns it; someone else's gets 404 (private) or 403 (public, subscriber wording). */
export const loadOwnedProject = (db: Database, id: string, userId: string): Promise<AccessProject> =>
  loadOwned(db, id, userId, subscriberMessages.ownerOnly);
