import {
  WIDGET_LANGUAGES,
  WIDGET_OPEN_MODES,
  WIDGET_THEMES,
  type WidgetLanguage,
  type WidgetOpenMode,
  type WidgetTheme,
} from '@shiplog/contract/widget-basics';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

export interface WidgetOptions {
  theme: WidgetTheme;
  open: WidgetOpenMode;
  lang: WidgetLanguage;
  /** A hex colour, or '' for the widget's own. */
  accent: string;
}

export const DEFAULT_WIDGET_OPTIONS: WidgetOptions = { theme: 'auto', open: 'major', lang: 'en', accent: '' };

const THEME_LABELS: Record<WidgetTheme, string> = {
  auto: "Follow the visitor's system",
  light: 'Light',
  dark: 'Dark',
};
const OPEN_LABELS: Record<WidgetOpenMode, string> = {
  major: 'For major updates only',
  all: 'For every update',
  never: 'Never (badge only)',
};
const LANGUAGE_LABELS: Record<WidgetLanguage, string> = { en: 'English', de: 'Deutsch', fr: 'Français' };

/** The attributes the snippet carries: theme, when it opens by itself, language and accent. */
export function WidgetOptionsForm({
  value,
  onChange,
}: {
  value: WidgetOptions;
  onChange: (next: WidgetOptions) => void;
}) {
  const set = <K extends keyof WidgetOptions>(key: K, v: WidgetOptions[K]) =>
    onChange({ ...value, [key]: v });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="widget-theme" label="Theme">
        <Select
          id="widget-theme"
          value={value.theme}
          onChange={(e) => set('theme', e.target.value as WidgetTheme)}
        >
          {WIDGET_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {THEME_LABELS[theme]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="widget-open" label="Opens by itself">
        <Select
          id="widget-open"
          value={value.open}
          onChange={(e) => set('open', e.target.value as WidgetOpenMode)}
        >
          {WIDGET_OPEN_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {OPEN_LABELS[mode]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="widget-lang" label="Language">
        <Select
          id="widget-lang"
          value={value.lang}
          onChange={(e) => set('lang', e.target.value as WidgetLanguage)}
        >
          {WIDGET_LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {LANGUAGE_LABELS[lang]}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id="widget-accent"
        label="Accent colour"
        hint="A hex colour such as #0f766e; empty for the default."
      >
        <Input
          id="widget-accent"
          aria-describedby="widget-accent-hint"
          value={value.accent}
          placeholder="#4338ca"
          maxLength={7}
          onChange={(e) => set('accent', e.target.value.trim())}
        />
      </Field>
    </div>
  );
}
