import type { AppDeps } from '../deps';
import { createDnsResolver } from '../integrations/dns';
import { recheckDueDomains } from '../modules/domains/domain-recheck';
import { targetHostOf } from '../modules/domains/domain-records';
import { defineJob } from '../queue/define-job';
import { checkDomainsRef } from '../queue/job-refs';

/**
 * Re-checks custom domains: pending ones every run for 7 days, active ones daily (hourly
 * after a failed check; the 3rd failure in a row makes the domain error). See domain-recheck.
 */
export const checkDomainsJob = defineJob<Record<string, never>, AppDeps>({
  ...checkDomainsRef,
  cron: '*/15 * * * *',
  retryLimit: 2,
  async handler(_data, { deps, logger }) {
    const dns = createDnsResolver({ servers: deps.config.DNS_SERVERS });
    await recheckDueDomains(deps.database.db, dns, targetHostOf(deps.config.PUBLIC_URL), logger);
  },
});
