import type { Config } from '../../config.ts';
import type { AnyJobDefinition } from '../../core/jobs/define-job.ts';
import type { Schedule } from '../../core/jobs/schedules.ts';
import { topUpJobs } from './top-ups.jobs.ts';

/** Every background job of the agents' wallets. */
export function agentJobs(_config: Config): { definitions: AnyJobDefinition[]; schedules: Schedule[] } {
  const topUps = topUpJobs();
  return { definitions: [...topUps.definitions], schedules: [...topUps.schedules] };
}
