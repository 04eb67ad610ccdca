/**
 * The running system, for its operators: the background jobs (list, retry the dead) and the catalogue
 * of every job and schedule the runners run. The only door into the module.
 */
export { jobsRoutes } from './jobs.routes.ts';
export { createAppJobRunner, jobCatalogue, jobsOfProcess } from './job-catalogue.ts';
