import { useEffect, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';

export interface SettingsNavSection {
  /** The section's element id: `#id` addresses it. */
  id: string;
  label: string;
}

/** Takes the reader to a section: its address in the URL, the focus on its heading. */
function useGoToSection() {
  const navigate = useNavigate();
  return (id: string) => {
    void navigate({ hash: `#${id}` }, { replace: true, preventScrollReset: true });
    const heading = document.getElementById(`${id}-title`);
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  };
}

/** The section in view: the last one whose top has passed the upper third of the screen. */
function useSectionInView(ids: string[]): string | undefined {
  const [current, setCurrent] = useState(ids[0]);
  const key = ids.join(' ');
  useEffect(() => {
    const update = () => {
      const line = window.innerHeight / 3;
      let found = key.split(' ')[0];
      for (const id of key.split(' ')) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= line) found = id;
      }
      setCurrent(found);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [key]);
  return current;
}

export interface SettingsNavProps {
  sections: SettingsNavSection[];
  /** Ids of the sections whose form holds unsaved changes. */
  unsaved: string[];
}

/**
 * The settings' sections: a sticky list of links beside them on a wide screen, a select above
 * them on a phone. Each link is the section's `#id`; following one moves the focus there.
 */
export function SettingsNav({ sections, unsaved }: SettingsNavProps) {
  const goTo = useGoToSection();
  const current = useSectionInView(sections.map((s) => s.id));
  const unsavedLabel = (id: string) => (unsaved.includes(id) ? ' (unsaved changes)' : '');
  return (
    <>
      <nav aria-label="Settings sections" className="sticky top-24 hidden self-start lg:block">
        <ul className="grid gap-0.5 border-l border-border">
          {sections.map(({ id, label }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                aria-current={current === id ? 'location' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  goTo(id);
                }}
                className={cn(
                  '-ml-px flex items-center justify-between gap-2 border-l-2 border-transparent py-1.5 pr-2 pl-4 text-sm text-muted-foreground transition-colors hover:text-foreground',
                  current === id && 'border-accent font-medium text-foreground',
                )}
              >
                {label}
                {unsaved.includes(id) && (
                  <span className="flex items-center gap-1 text-xs text-warning">
                    <span aria-hidden className="size-1.5 rounded-full bg-warning" />
                    <span className="sr-only">(unsaved changes)</span>
                    <span aria-hidden>Unsaved</span>
                  </span>
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="sticky top-16 z-10 -mx-5 border-b border-border bg-background/95 px-5 py-3 backdrop-blur sm:-mx-8 sm:px-8 lg:hidden">
        <label htmlFor="settings-section-select" className="sr-only">
          Go to section
        </label>
        <Select
          id="settings-section-select"
          value={current}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => goTo(event.target.value)}
        >
          {sections.map(({ id, label }) => (
            <option key={id} value={id}>
              {label}
              {unsavedLabel(id)}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}
