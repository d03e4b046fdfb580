/** An absolute URL on this site (`PUBLIC_URL` + path), resolved the way page metadata does. */
export const siteUrl = (publicUrl: string, path: string) => new URL(path, `${publicUrl}/`).toString();
