import { messages } from '@coachforge/contracts';
import type { ApiContext } from '../../context';
import type { JobHandler, JobQueue } from '../job-queue';
import { checkCustomDomain, themeRepository } from '../themes';

/** Looks every verified custom domain up again (decision 0214). */
export const RECHECK_CUSTOM_DOMAINS_JOB = 'white_label.recheck_custom_domains';
export const RECHECK_EVERY_MS = 6 * 60 * 60 * 1000;
const BATCH = 100;

/** One job per 6-hour slot, however many API processes schedule it. */
const slotKey = (at: number) => `${RECHECK_CUSTOM_DOMAINS_JOB}:${Math.floor(at / RECHECK_EVERY_MS)}`;

export function scheduleCustomDomainRecheck(jobs: JobQueue, delayMs = 0) {
  return jobs.enqueue(RECHECK_CUSTOM_DOMAINS_JOB, {}, { uniqueKey: slotKey(Date.now() + delayMs), delayMs });
}

/**
 * Every domain verified before this run started is looked up once. A record that no longer names the
 * platform ends the verification at once, so the domain stops showing the account's pages and gets no
 * certificate; a lookup that fails (timeout, a DNS server error) is recorded and changes nothing, so a
 * passing DNS fault never takes a coach's pages down. Then the next run is scheduled.
 */
export function createCustomDomainRecheck({ db, config, clock }: ApiContext, jobs: JobQueue): JobHandler {
  const { platformDomain, resolveCname } = config.whiteLabel;
  const m = messages.customisation;
  const outcomes = {
    notPointing: m.customDomainNotPointing(platformDomain),
    lookupFailed: m.customDomainLookupFailed,
  };
  return async () => {
    const startedAt = clock.now();
    for (;;) {
      const due = await themeRepository.verifiedCustomDomains(db, startedAt, BATCH);
      if (due.length === 0) break;
      for (const { account_id, custom_domain } of due) {
        const problem = await checkCustomDomain(custom_domain, platformDomain, resolveCname, outcomes);
        await themeRepository.recordDomainCheck(db, account_id, custom_domain, {
          // Never before the run started, so the loop cannot meet the same domain twice.
          at: new Date(Math.max(clock.now().getTime(), startedAt.getTime() + 1)),
          error: problem,
          unverify: problem === outcomes.notPointing,
        });
      }
    }
    await scheduleCustomDomainRecheck(jobs, RECHECK_EVERY_MS);
  };
}
