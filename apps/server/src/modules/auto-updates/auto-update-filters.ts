import type { AutoUpdateCommitType, AutoUpdateSettings, Significance } from '@shiplog/contract';
import { atLeast } from '../../domain/significance';

const plural: Record<AutoUpdateCommitType, string> = {
  push: 'pushes',
  merge: 'merges',
  release: 'releases',
};

/** Why the settings leave a candidate alone (e.g. "minor push below the medium threshold"), or null. */
export function filteredOut(
  settings: AutoUpdateSettings,
  source: AutoUpdateCommitType,
  significance: Significance,
): string | null {
  const what = `${significance} ${source}`;
  if (!settings.enabled) return `${what}: automatic updates are turned off`;
  if (!settings.commit_types.includes(source)) return `${what}: ${plural[source]} are not selected`;
  if (!atLeast(significance, settings.min_significance))
    return `${what} below the ${settings.min_significance} threshold`;
  return null;
}

/**
 * Whether a push or merge the threshold leaves alone is kept for the weekly story instead: the
 * project collects small changes, takes this kind of change, and only the threshold said no.
 */
export function collectsForStory(
  settings: AutoUpdateSettings,
  source: AutoUpdateCommitType,
  significance: Significance,
): boolean {
  return (
    settings.enabled &&
    settings.weekly_story &&
    source !== 'release' &&
    settings.commit_types.includes(source) &&
    !atLeast(significance, settings.min_significance)
  );
}
