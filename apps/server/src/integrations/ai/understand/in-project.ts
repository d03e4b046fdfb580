/**
 * A change the team did, placed in the project when nothing narrower places it: "added
 * `URLStore.back`" → "added `URLStore.back` to React Router", "fixed mouse reports" → "fixed mouse
 * reports in Alacritty". Only a short clause of one verb and its object: a clause that already
 * says where, when or why ("moved X to helpers", "fixed the build on armv7", "so that…"), or
 * joins two changes, would read the project into the wrong part.
 */
const INTO = /^(added|introduced|brought)$/;
const OUT_OF = /^(removed|dropped|deleted|exported)$/;
const PLACED =
  /\s(in|on|at|to|into|onto|from|for|with|within|inside|across|via|by|when|while|if|unless|after|before|so|because|and|or|but|that|which|where|as|instead|under|over|between|around|about|through|without|against|per|like|than)\s/i;

export function inProject(did: string, project: string): string | undefined {
  const words = did.split(/\s+/);
  const verb = words[0] ?? '';
  if (!/^[a-z]+ed$|^(made|built|rewrote|brought)$/.test(verb) || /^(made|let|stopped)$/.test(verb))
    return undefined;
  if (words.length < 2 || words.length > 8 || PLACED.test(` ${words.slice(1).join(' ')} `)) return undefined;
  if (/[()":;,]|[.!?]$/.test(did) || !/^[\p{Script=Latin}\d .'&+-]+$/u.test(project)) return undefined;
  // A clause naming the project, or a word of its name ("Drizzle validator types"), places itself.
  const names = project
    .toLowerCase()
    .split(/[\s.-]+/)
    .filter((w) => w.length >= 3);
  if (
    names.some((n) =>
      did
        .toLowerCase()
        .split(/[^\p{L}\d]+/u)
        .includes(n),
    )
  )
    return undefined;
  const at = INTO.test(verb) ? 'to' : OUT_OF.test(verb) ? 'from' : 'in';
  return `${did} ${at} ${project}`;
}
