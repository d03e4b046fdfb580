import { useEffect, useState } from 'react';
import {
  PROFILE_LOADING_MS,
  profileMessages,
  type CompanyProfile,
  type CompanyProfileData,
} from '../lib/company-profile';
import { loadCompanyProfile } from '../lib/load-company-profile';

export type CompanyProfileState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; profile: CompanyProfile };

export interface UseCompanyProfileOptions {
  load?: () => Promise<CompanyProfileData>;
  /** The loading screen shows at least this long (1000 ms). */
  delayMs?: number;
}

/** The company profile, after the loading screen's second. */
export function useCompanyProfile({
  load = loadCompanyProfile,
  delayMs = PROFILE_LOADING_MS,
}: UseCompanyProfileOptions = {}): CompanyProfileState {
  const [state, setState] = useState<CompanyProfileState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    let timer = 0;
    const waited = new Promise<void>((resolve) => {
      timer = window.setTimeout(resolve, delayMs);
    });
    const loaded = load().then(
      (data) => ({ ok: true as const, data }),
      () => ({ ok: false as const }),
    );
    void Promise.all([loaded, waited]).then(([result]) => {
      if (!live) return;
      setState(
        result.ok
          ? { status: 'ready', profile: result.data.profile }
          : { status: 'error', message: profileMessages.loadFailed },
      );
    });
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [load, delayMs]);

  return state;
}
