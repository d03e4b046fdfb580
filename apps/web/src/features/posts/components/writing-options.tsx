import { useId } from 'react';
import { postTargets, writingTones, type PostTarget, type WritingTone } from '@shiplog/contract';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

export interface WritingChoice {
  target: PostTarget;
  /** None: the project's default tone (its Voice settings), professional without one. */
  tone?: WritingTone | undefined;
}

const toneLabels: Record<WritingTone, string> = {
  professional: 'Professional',
  technical: 'Technical',
  casual: 'Casual',
};

const targetHints: Record<PostTarget, string> = {
  x: 'X (280 characters)',
  linkedin: 'LinkedIn (longer)',
  discord: 'Discord (markdown)',
  bluesky: 'Bluesky (300 characters)',
  mastodon: 'Mastodon (500 characters)',
};

/** Where the next generated post is going and how it should sound. */
export function WritingOptions({
  value,
  onChange,
}: {
  value: WritingChoice;
  onChange: (value: WritingChoice) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-target`} className="text-xs text-muted-foreground">
          Write for
        </Label>
        <Select
          id={`${id}-target`}
          className="w-44"
          value={value.target}
          onChange={(event) => onChange({ ...value, target: event.target.value as PostTarget })}
        >
          {postTargets.map((target) => (
            <option key={target} value={target}>
              {targetHints[target]}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-tone`} className="text-xs text-muted-foreground">
          Tone
        </Label>
        <Select
          id={`${id}-tone`}
          className="w-40"
          value={value.tone ?? ''}
          onChange={(event) =>
            onChange({ ...value, tone: (event.target.value || undefined) as WritingTone | undefined })
          }
        >
          <option value="">Project default</option>
          {writingTones.map((tone) => (
            <option key={tone} value={tone}>
              {toneLabels[tone]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
