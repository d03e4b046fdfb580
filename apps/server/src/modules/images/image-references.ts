import { sql } from 'drizzle-orm';

/**
 * Where an uploaded image may be used: an update's body or image, a project's banner, logo,
 * icon or long description, a user's avatar. An image is found by the 36 characters that start
 * its name (hash and random part), which both variants' addresses hold.
 */
export const IMAGE_ID_LENGTH = 36;

/** SQL true when something references the image row aliased `i`. */
export const isReferenced = sql.raw(`(
  exists (select 1 from updates u where strpos(u.content || ' ' || coalesce(u.image_url, ''), substr(i.name, 1, ${IMAGE_ID_LENGTH})) > 0)
  or exists (select 1 from projects p where strpos(concat_ws(' ', p.banner_url, p.logo_url, p.icon_url, p.long_description), substr(i.name, 1, ${IMAGE_ID_LENGTH})) > 0)
  or exists (select 1 from users us where strpos(coalesce(us.image, ''), substr(i.name, 1, ${IMAGE_ID_LENGTH})) > 0)
)`);

/** SQL true when the image's owner, or the project it was uploaded for, no longer exists. */
export const ownerGone = sql.raw(`(
  not exists (select 1 from users us where us.id = i.user_id)
  or (i.project_id is not null and not exists (select 1 from projects p where p.id = i.project_id))
)`);
