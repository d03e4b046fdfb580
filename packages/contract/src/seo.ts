/** Page metadata shared by the server (HTML for crawlers) and the web app (document head). */
export const SITE_NAME = 'Shiplog';
export const META_DESCRIPTION_LIMIT = 160;
export const DEFAULT_SOCIAL_IMAGE = '/social-card.png';
export const DEFAULT_TWITTER_CARD = 'summary_large_image';

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page on this site, e.g. `/projects/42`. */
  path: string;
  /** Absolute URL or site path of the social image. */
  image?: string;
  type?: 'website' | 'article';
  twitterCard?: 'summary' | 'summary_large_image';
  /** Only for type article. */
  article?: {
    publishedTime?: string;
    modifiedTime?: string;
    author?: string;
    codeRepository?: string;
    programmingLanguage?: string;
    /** The JSON-LD type: a project is source code (the default), an update a posting about it. */
    schemaType?: 'SoftwareSourceCode' | 'BlogPosting';
    /** For a posting: the page of what it is part of (the project). */
    partOf?: string;
  };
  noindex?: boolean;
}

export interface MetaTag {
  attr: 'name' | 'property';
  key: string;
  content: string;
}

export interface PageMeta {
  title: string;
  description: string;
  canonical: string;
  tags: MetaTag[];
  jsonLd?: Record<string, unknown>;
}

/** Over 160 characters: the first 157 plus '...'. */
export function truncateDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= META_DESCRIPTION_LIMIT) return clean;
  return `${clean.slice(0, META_DESCRIPTION_LIMIT - 3)}...`;
}

export function formatTitle(title: string): string {
  return title === SITE_NAME ? SITE_NAME : `${title} | ${SITE_NAME}`;
}

function absolute(url: string, baseUrl: string): string {
  return new URL(url, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
}

export function buildPageMeta(input: PageMetaInput, baseUrl: string): PageMeta {
  const title = formatTitle(input.title);
  const description = truncateDescription(input.description);
  const canonical = absolute(input.path, baseUrl);
  const image = absolute(input.image ?? DEFAULT_SOCIAL_IMAGE, baseUrl);
  const type = input.type ?? 'website';
  const tag = (attr: MetaTag['attr'], key: string, content: string | undefined): MetaTag[] =>
    content ? [{ attr, key, content }] : [];

  const tags: MetaTag[] = [
    ...tag('name', 'description', description),
    ...(input.noindex ? tag('name', 'robots', 'noindex') : []),
    ...tag('property', 'og:site_name', SITE_NAME),
    ...tag('property', 'og:title', title),
    ...tag('property', 'og:description', description),
    ...tag('property', 'og:type', type),
    ...tag('property', 'og:url', canonical),
    ...tag('property', 'og:image', image),
    ...tag('name', 'twitter:card', input.twitterCard ?? DEFAULT_TWITTER_CARD),
    ...tag('name', 'twitter:title', title),
    ...tag('name', 'twitter:description', description),
    ...tag('name', 'twitter:image', image),
  ];

  if (type !== 'article' || !input.article) return { title, description, canonical, tags };

  const a = input.article;
  tags.push(
    ...tag('property', 'article:published_time', a.publishedTime),
    ...tag('property', 'article:modified_time', a.modifiedTime),
    ...tag('property', 'article:author', a.author),
  );
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': a.schemaType ?? 'SoftwareSourceCode',
    name: input.title,
    ...(a.schemaType === 'BlogPosting' && { headline: input.title }),
    ...(a.partOf && { isPartOf: absolute(a.partOf, baseUrl) }),
    description,
    url: canonical,
    image,
    ...(a.codeRepository && { codeRepository: a.codeRepository }),
    ...(a.programmingLanguage && { programmingLanguage: a.programmingLanguage }),
    ...(a.publishedTime && { dateCreated: a.publishedTime, datePublished: a.publishedTime }),
    ...(a.modifiedTime && { dateModified: a.modifiedTime }),
    ...(a.author && { author: { '@type': 'Person', name: a.author } }),
  };
  return { title, description, canonical, tags, jsonLd };
}
