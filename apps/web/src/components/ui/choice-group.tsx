import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** A line under the label, read as the radio's description. */
  description?: string;
}

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: Array<Choice<T>>;
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** `columns` puts the choices side by side from small screens up; `stack` keeps one per row. */
  layout?: 'columns' | 'stack';
}

/**
 * One choice of several as native radio buttons in a fieldset, a card per choice: arrow keys move
 * between them and screen readers name the group by its legend.
 */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  disabled,
  layout = 'columns',
}: ChoiceGroupProps<T>) {
  const id = useId();
  return (
    <fieldset disabled={disabled} className="min-w-0 disabled:opacity-60">
      <legend className="mb-3 text-sm font-medium">{legend}</legend>
      <div className={cn('grid gap-2', layout === 'columns' && 'sm:auto-cols-fr sm:grid-flow-col')}>
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          return (
            <div
              key={option.value}
              className={cn(
                'relative flex items-start gap-3 rounded-lg border border-border bg-background/60 p-4 text-sm transition-colors',
                'hover:border-border-strong has-[:checked]:border-primary has-[:checked]:bg-primary/10',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <input
                id={inputId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={option.description ? `${inputId}-hint` : undefined}
                className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary focus-visible:outline-none"
              />
              <div className="grid gap-1">
                {/* The label covers the card, so a click anywhere on it picks the choice. */}
                <label htmlFor={inputId} className="cursor-pointer font-medium after:absolute after:inset-0">
                  {option.label}
                </label>
                {option.description && (
                  <p id={`${inputId}-hint`} className="text-xs leading-5 text-muted-foreground">
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
