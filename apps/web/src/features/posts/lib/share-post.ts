import { toast } from 'sonner';
import {
  blueskyIntentUrl,
  blueskyPost,
  linkedInShareUrl,
  paths,
  postMessages,
  projectPagePaths,
  xIntentUrl,
  type Post,
} from '@shiplog/contract';

export const shareMessages = {
  linkedInCopied: 'Post copied to clipboard. Paste it into your LinkedIn post.',
  linkedInNotCopied: "LinkedIn opened in a new tab. Copy the post's text and paste it there.",
  copyFailed: 'Could not copy the post. Select its text and copy it yourself.',
} as const;

/** What a share needs of the post: its project, to point at that project's page. */
export type SharedPost = Pick<Post, 'project_id' | 'project_slug'>;

/** The page a LinkedIn share points at: the project's page at its canonical address when known, else the site. */
export function sharePageUrl(post: SharedPost, origin: string = window.location.origin): string {
  const page = post.project_id
    ? projectPagePaths({ id: post.project_id, slug: post.project_slug }).page
    : paths.home;
  return new URL(page, origin).toString();
}

/** A page of another site in a new tab, without a handle back to this one. */
export function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Bluesky: the composer with the post fitted to 300 characters, its link last (Bluesky shows its card). */
export function shareOnBluesky(text: string): void {
  openInNewTab(blueskyIntentUrl(blueskyPost(text)));
}

/** Resolves false when the browser refuses (no permission, insecure page, no clipboard at all). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Twitter/X: the tweet composer with the text, in a new tab. */
export function shareOnX(text: string): void {
  openInNewTab(xIntentUrl(text));
}

/**
 * LinkedIn takes a link, not text: its share dialog opens on the project page (so its card
 * shows) and the text goes to the clipboard for the user to paste. Copying starts before the
 * new tab takes focus away from this page.
 */
export async function shareOnLinkedIn(text: string, post: SharedPost): Promise<void> {
  const copying = copyText(text);
  openInNewTab(linkedInShareUrl(sharePageUrl(post)));
  if (await copying) toast.success(shareMessages.linkedInCopied);
  else toast.info(shareMessages.linkedInNotCopied);
}

/** Discord: the text on the clipboard, and the alert. */
export async function copyForDiscord(text: string): Promise<void> {
  if (await copyText(text)) toast.success(postMessages.copiedForDiscord);
  else toast.error(shareMessages.copyFailed);
}
