import { paths, projectPagePaths } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import {
  createManageToken,
  listUnsubscribeHeaders,
  manageUrl,
  type SubscriberLinkTarget,
} from '../subscribers/subscriber-links';

/** A project as a mail links to it: at its short address when it has one. */
export type LinkedProject = { id: string; slug: string | null };

export const updateUrlOf = (deps: Pick<AppDeps, 'config'>, project: LinkedProject, updateId: string) =>
  `${deps.config.PUBLIC_URL}${projectPagePaths(project).updatePage(updateId)}`;

export const projectUrlOf = (deps: Pick<AppDeps, 'config'>, project: LinkedProject) =>
  `${deps.config.PUBLIC_URL}${projectPagePaths(project).page}`;

export const settingsUrlOf = (deps: Pick<AppDeps, 'config'>) =>
  `${deps.config.PUBLIC_URL}${paths.settings}#notifications`;

/** A subscriber's signed preferences link and the RFC 8058 one-click headers of list mail. */
export function subscriberLinks(deps: Pick<AppDeps, 'config' | 'secret'>, subscriber: SubscriberLinkTarget) {
  const token = createManageToken(deps.secret, subscriber);
  return {
    manageUrl: manageUrl(deps.config.PUBLIC_URL, token),
    headers: listUnsubscribeHeaders(deps.config.PUBLIC_URL, token),
  };
}
