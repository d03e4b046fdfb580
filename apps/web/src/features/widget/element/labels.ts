import { WIDGET_LANGUAGES, type WidgetLanguage } from '@shiplog/contract/widget-basics';

/** The element's own words, in each language it speaks. */
export interface Labels {
  title: string;
  /** The bell's name, with the unread count when there is one. */
  bell(unread: number): string;
  markAllRead: string;
  allRead: string;
  empty: string;
  failed: string;
  allUpdates: string;
  major: string;
  unread: string;
  types: Record<string, string>;
}

const en: Labels = {
  title: "What's new",
  bell: (n) => (n ? `What's new, ${n} unread` : "What's new"),
  markAllRead: 'Mark all read',
  allRead: 'All caught up',
  empty: 'No updates yet.',
  failed: 'Updates could not be loaded.',
  allUpdates: 'All updates',
  major: 'Major',
  unread: 'Unread',
  types: { text: 'Update', image: 'Image', commit: 'Commit', release: 'Release' },
};

const de: Labels = {
  title: 'Neuigkeiten',
  bell: (n) => (n ? `Neuigkeiten, ${n} ungelesen` : 'Neuigkeiten'),
  markAllRead: 'Alle als gelesen markieren',
  allRead: 'Alles gelesen',
  empty: 'Noch keine Neuigkeiten.',
  failed: 'Die Neuigkeiten konnten nicht geladen werden.',
  allUpdates: 'Alle Neuigkeiten',
  major: 'Wichtig',
  unread: 'Ungelesen',
  types: { text: 'Neuigkeit', image: 'Bild', commit: 'Commit', release: 'Release' },
};

const fr: Labels = {
  title: 'Nouveautés',
  bell: (n) => (n ? `Nouveautés, ${n} non lue${n > 1 ? 's' : ''}` : 'Nouveautés'),
  markAllRead: 'Tout marquer comme lu',
  allRead: 'Vous êtes à jour',
  empty: 'Aucune nouveauté pour le moment.',
  failed: 'Les nouveautés n’ont pas pu être chargées.',
  allUpdates: 'Toutes les nouveautés',
  major: 'Majeure',
  unread: 'Non lue',
  types: { text: 'Nouveauté', image: 'Image', commit: 'Commit', release: 'Version' },
};

const all: Record<WidgetLanguage, Labels> = { en, de, fr };

/** The first language of `candidates` the element speaks (`de-AT` is `de`), else English. */
export function languageOf(...candidates: Array<string | null | undefined>): WidgetLanguage {
  for (const candidate of candidates) {
    const base = candidate?.toLowerCase().split('-')[0];
    if (base && (WIDGET_LANGUAGES as readonly string[]).includes(base)) return base as WidgetLanguage;
  }
  return 'en';
}

export const labelsOf = (lang: WidgetLanguage): Labels => all[lang];
