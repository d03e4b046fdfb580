import { paths, projectPaths } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import {
  createManageToken,
  listUnsubscribeHeaders,
  manageUrl,
  type SubscriberLinkTarget,
} from '../../lib/subscriber-links';

/** Longest excerpt of an update's or a comment's text in a mail. */
export const EXCERPT_LENGTH = 300;

/**
 * Plain text of an update or comment for a mail: common Markdown marks dropped, whitespace
 * runs collapsed, cut at a word boundary with an ellipsis. The layout escapes it.
 */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const plain = text
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|~~|`+)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

export const updateUrlOf = (deps: Pick<AppDeps, 'config'>, projectId: string, updateId: string) =>
  `${deps.config.PUBLIC_URL}${projectPaths(projectId).update(updateId)}`;

export const projectUrlOf = (deps: Pick<AppDeps, 'config'>, projectId: string) =>
  `${deps.config.PUBLIC_URL}${projectPaths(projectId).page}`;

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
