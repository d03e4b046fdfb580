import { Lock, Star } from 'lucide-react';
import type { Repository } from '@shiplog/contract';
import { Badge } from '@/components/ui/badge';
import { formatCompactNumber } from '@/lib/format';

export interface RepositoryOptionProps {
  repository: Repository;
  name: string;
  checked: boolean;
  onChoose: () => void;
}

/** One repository of the picker: a radio labelled by its full name, described by the rest. */
export function RepositoryOption({ repository, name, checked, onChoose }: RepositoryOptionProps) {
  const descriptionId = `repo-${repository.id}-details`;
  return (
    <li>
      <label className="flex cursor-pointer items-start gap-3 px-3 py-3 transition-colors hover:bg-secondary/60 has-checked:bg-primary/10">
        <input
          type="radio"
          name={name}
          value={repository.id}
          checked={checked}
          onChange={onChoose}
          aria-label={repository.full_name}
          aria-describedby={descriptionId}
          className="mt-1 size-4 shrink-0 cursor-pointer accent-primary"
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-medium break-all">{repository.name}</span>
            {repository.private && (
              <Badge variant="outline">
                <Lock aria-hidden className="size-3" />
                Private
              </Badge>
            )}
          </span>
          <span className="block text-xs break-all text-subtle-foreground">{repository.full_name}</span>
          <span id={descriptionId} className="mt-1.5 block text-sm text-muted-foreground">
            {repository.description && <span className="line-clamp-2">{repository.description}</span>}
            <span className="mt-1 flex flex-wrap items-center gap-x-3 text-xs">
              {repository.language && <span>{repository.language}</span>}
              <span className="flex items-center gap-1">
                <Star aria-hidden className="size-3" />
                <span className="sr-only">Stars:</span>
                {formatCompactNumber(repository.stargazers_count)}
              </span>
              {repository.private && <span className="sr-only">Private repository</span>}
            </span>
          </span>
        </span>
      </label>
    </li>
  );
}
