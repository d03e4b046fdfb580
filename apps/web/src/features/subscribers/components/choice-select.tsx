import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';

export interface ChoiceSelectProps<T extends string> {
  label: string;
  options: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}

/** One labelled choice of several where room is short (the panel beside the timeline). */
export function ChoiceSelect<T extends string>({
  label,
  options,
  value,
  onChange,
  disabled,
}: ChoiceSelectProps<T>) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(options.find((o) => o.value === event.target.value)?.value ?? value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
