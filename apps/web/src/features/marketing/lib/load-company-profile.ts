import type { CompanyProfileData } from './company-profile';

/** Reads the company profile's data file, fetched as its own chunk the first time. */
export async function loadCompanyProfile(): Promise<CompanyProfileData> {
  const { companyProfile } = await import('../data/company-profile');
  return { profile: companyProfile };
}
