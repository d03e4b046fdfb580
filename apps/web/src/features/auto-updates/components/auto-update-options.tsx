import {
  AUTO_UPDATE_COMMIT_TYPES,
  AUTO_UPDATE_TONES,
  SIGNIFICANCE_LEVELS,
  type AutoUpdateCommitType,
  type AutoUpdateSettings,
  type AutoUpdateTone,
  type Significance,
  writingToneLabels,
} from '@shiplog/contract';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { NO_COMMIT_TYPES } from './use-auto-update-form';

const commitTypeLabels: Record<AutoUpdateCommitType, string> = {
  push: 'Pushes to the default branch',
  merge: 'Merged pull requests',
  release: 'Published releases',
};

const significanceLabels: Record<Significance, string> = {
  minor: 'Minor and up: every change',
  medium: 'Medium and up: features and fixes',
  major: 'Major only: releases and breaking changes',
};

export interface AutoUpdateOptionsProps {
  id: string;
  values: AutoUpdateSettings;
  set: <K extends keyof AutoUpdateSettings>(key: K, value: AutoUpdateSettings[K]) => void;
  invalid: boolean;
  disabled: boolean;
}

/** Tone, which changes count, and how significant they must be (shown only when enabled). */
export function AutoUpdateOptions({ id, values, set, invalid, disabled }: AutoUpdateOptionsProps) {
  const toggle = (type: AutoUpdateCommitType, on: boolean) =>
    set(
      'commit_types',
      AUTO_UPDATE_COMMIT_TYPES.filter((t) => (t === type ? on : values.commit_types.includes(t))),
    );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={`${id}-tone`} label="Tone">
        <Select
          id={`${id}-tone`}
          value={values.tone}
          disabled={disabled}
          onChange={(event) => set('tone', event.target.value as AutoUpdateTone)}
        >
          {AUTO_UPDATE_TONES.map((tone) => (
            <option key={tone} value={tone}>
              {writingToneLabels[tone]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-significance`} label="Minimum significance">
        <Select
          id={`${id}-significance`}
          value={values.min_significance}
          disabled={disabled}
          onChange={(event) => set('min_significance', event.target.value as Significance)}
        >
          {SIGNIFICANCE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {significanceLabels[level]}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset
        className="grid gap-2.5 sm:col-span-2"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-types-error` : undefined}
      >
        <legend className="mb-2.5 text-sm font-medium">Changes that make updates</legend>
        {AUTO_UPDATE_COMMIT_TYPES.map((type) => (
          <label key={type} className="flex w-fit cursor-pointer items-center gap-2.5 text-sm">
            <Checkbox
              checked={values.commit_types.includes(type)}
              disabled={disabled}
              onChange={(event) => toggle(type, event.target.checked)}
            />
            {commitTypeLabels[type]}
          </label>
        ))}
        {invalid && (
          <p id={`${id}-types-error`} role="alert" className="text-sm text-danger">
            {NO_COMMIT_TYPES}
          </p>
        )}
      </fieldset>
      <div className="grid gap-1 sm:col-span-2">
        <label className="flex w-fit cursor-pointer items-start gap-2.5 text-sm font-medium">
          <Checkbox
            className="mt-0.5"
            checked={values.weekly_story}
            disabled={disabled || values.min_significance === 'minor'}
            aria-describedby={`${id}-weekly-help`}
            onChange={(event) => set('weekly_story', event.target.checked)}
          />
          Collect small changes into a weekly story
        </label>
        <p id={`${id}-weekly-help`} className="pl-7 text-sm text-muted-foreground">
          {values.min_significance === 'minor'
            ? 'Every change already makes an update: raise the minimum significance to collect the small ones.'
            : `Pushes and merges below ${values.min_significance} are kept, and once a week they become one story: features first, fixes next, noise left out.`}
        </p>
      </div>
    </div>
  );
}
