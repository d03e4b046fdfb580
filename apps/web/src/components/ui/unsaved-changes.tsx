import { createContext, useCallback, useContext, useEffect, useState } from 'react';

/** The id of the settings section around a component (set by SettingsSection). */
export const SectionIdContext = createContext<string | null>(null);

type Report = (sectionId: string, changed: boolean) => void;
const ReportContext = createContext<Report | null>(null);
/** Wrap a settings page's sections in it with `report` from useUnsavedSections. */
export const UnsavedReportProvider = ReportContext.Provider;

/**
 * Which sections of a settings page hold changes not saved yet: every SaveBar inside a
 * SettingsSection reports its form's state here. Leaving the page with some asks first.
 */
export function useUnsavedSections(): { unsaved: string[]; report: Report } {
  const [unsaved, setUnsaved] = useState<string[]>([]);
  const report = useCallback<Report>((id, changed) => {
    setUnsaved((current) => {
      if (changed === current.includes(id)) return current;
      return changed ? [...current, id] : current.filter((x) => x !== id);
    });
  }, []);
  useEffect(() => {
    if (!unsaved.length) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved.length]);
  return { unsaved, report };
}

/** Tells the page whether the form of the section around it has unsaved changes. */
export function useReportUnsaved(changed: boolean): void {
  const report = useContext(ReportContext);
  const id = useContext(SectionIdContext);
  useEffect(() => {
    if (!report || !id) return;
    report(id, changed);
    return () => report(id, false);
  }, [report, id, changed]);
}
