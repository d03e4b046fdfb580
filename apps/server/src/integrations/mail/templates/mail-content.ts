/**
 * What a template says, as plain data. The layout turns it into both bodies, so no
 * template writes HTML by hand and every value is escaped in one place.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A call to action: a button in HTML, the label and the URL on their own lines in text. */
  | { kind: 'button'; label: string; url: string }
  | { kind: 'list'; items: string[] }
  /** A heading that links somewhere, e.g. each update listed in a digest: its URL on the next line in text. */
  | { kind: 'title-link'; text: string; url: string }
  /** Quoted content, e.g. a project update's text. */
  | { kind: 'quote'; text: string }
  /** Small print under the main content. */
  | { kind: 'note'; text: string }
  /**
   * A short tag, e.g. the level of an update a digest lists: `strong` for what matters most,
   * `accent` for what is worth a look, `plain` for the rest.
   */
  | { kind: 'label'; text: string; tone: 'strong' | 'accent' | 'plain' }
  /** A picture at its display size (an update's uploaded image); its address must be absolute. */
  | { kind: 'image'; url: string; alt: string; width: number; height: number };

export interface MailContent {
  subject: string;
  /** The line mail clients show next to the subject. */
  preheader?: string;
  heading: string;
  blocks: MailBlock[];
  /**
   * Links in the footer under the content, e.g. a subscriber's preferences and unsubscribe
   * pages: small, after the brand line, in both bodies.
   */
  footerLinks?: { label: string; url: string }[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContext {
  /** The app's external base URL (PUBLIC_URL), shown in the footer. */
  publicUrl: string;
}

/** One mail template: its data type is what `renderMail` and `queueMail` accept for its name. */
export interface MailTemplate<Data> {
  render(data: Data, ctx: MailContext): MailContent;
}

export function defineMailTemplate<Data>(template: MailTemplate<Data>): MailTemplate<Data> {
  return template;
}
