/**
 * Share links for a post, one definition for the dashboard's buttons
 * and the mail of a scheduled post; X's way of counting is `xLength`.
 */

/** X's tweet composer, prefilled with the text. */
export function xIntentUrl(text: string): string {
  return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}`;
}

/** LinkedIn's share dialog for a page; LinkedIn shows the page's card and takes no text. */
export function linkedInShareUrl(pageUrl: string): string {
  return `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(pageUrl)}`;
}
