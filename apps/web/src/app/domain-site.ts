import { CUSTOM_DOMAIN_PRODUCT_META, CUSTOM_DOMAIN_PROJECT_META } from '@shiplog/contract/constants';

/** A project's custom domain as the app draws it: the project it shows, and the product's own address. */
export interface DomainSite {
  projectId: string;
  /** PUBLIC_URL, where "Made with Shiplog" leads from the domain. */
  productUrl: string;
}

const metaOf = (doc: Document, name: string) =>
  doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') || null;

/** The site a custom domain shows, as the server wrote it into index.html; null elsewhere. */
export function customDomainSite(doc: Document = document): DomainSite | null {
  const projectId = metaOf(doc, CUSTOM_DOMAIN_PROJECT_META);
  if (!projectId) return null;
  return { projectId, productUrl: metaOf(doc, CUSTOM_DOMAIN_PRODUCT_META) ?? '' };
}
