/** `/api/repos/{owner%2Frepo}/commits` and `/api/github/commits/{owner%2Frepo}`: a full name sent as one segment. */
const ENCODED_REPOSITORY = /^(\/api\/repos\/|\/api\/github\/commits\/)([^/?%]+)%2[Ff]([^/?]+)(.*)$/;

/**
 * The commit routes take a repository as two segments, `owner/repo`; clients that encode the
 * full name as one (`owner%2Frepo`, as URL builders do) reach the same route. Any other URL is
 * returned as it is.
 */
export function rewriteEncodedRepository(url: string): string {
  const match = ENCODED_REPOSITORY.exec(url);
  return match ? `${match[1]}${match[2]}/${match[3]}${match[4]}` : url;
}
