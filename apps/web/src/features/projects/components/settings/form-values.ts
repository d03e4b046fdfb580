import type { FieldIssue, Project, UpdateProjectBody } from '@shiplog/contract';

/** The general settings form, every field as the inputs hold it. */
export interface GeneralValues {
  name: string;
  description: string;
  repository_name: string;
  is_private: boolean;
  website_url: string;
  twitter_handle: string;
  banner_url: string;
  logo_url: string;
  icon_url: string;
  tech_stack: string[];
  long_description: string;
  slug: string;
}

export type GeneralField = keyof GeneralValues;

const generalFields = [
  'name',
  'description',
  'repository_name',
  'is_private',
  'website_url',
  'twitter_handle',
  'banner_url',
  'logo_url',
  'icon_url',
  'tech_stack',
  'long_description',
  'slug',
] as const satisfies readonly GeneralField[];

const isGeneralField = (name: string): name is GeneralField =>
  (generalFields as readonly string[]).includes(name);
export type GeneralFieldErrors = Partial<Record<GeneralField, string>>;

export function toValues(project: Project): GeneralValues {
  return {
    name: project.name,
    description: project.description,
    repository_name: project.repository_name,
    is_private: project.is_private,
    website_url: project.website_url ?? '',
    twitter_handle: project.twitter_handle ?? '',
    banner_url: project.banner_url ?? '',
    logo_url: project.logo_url ?? '',
    icon_url: project.icon_url ?? '',
    tech_stack: project.tech_stack,
    long_description: project.long_description,
    slug: project.slug ?? '',
  };
}

const same = (a: GeneralValues[GeneralField], b: GeneralValues[GeneralField]) =>
  Array.isArray(a) && Array.isArray(b) ? a.join('\n') === b.join('\n') : a === b;

/** Only what the user changed: PUT changes just the fields it is sent. */
export function changedFields(values: GeneralValues, saved: GeneralValues): UpdateProjectBody {
  const body: Record<string, unknown> = {};
  for (const key of generalFields) {
    if (!same(values[key], saved[key])) body[key] = values[key];
  }
  return body as UpdateProjectBody;
}

/** The first problem of each form field, from zod's or the server's issues ('tech_stack.2' → tech_stack). */
export function fieldErrorsFrom(issues: FieldIssue[]): GeneralFieldErrors {
  const errors: GeneralFieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^body\./, '').split('.')[0] ?? '';
    if (isGeneralField(field)) errors[field] ??= issue.message;
  }
  return errors;
}
