/** Liveness and readiness for load balancers. The only door into the module. */
export { healthRoutes } from './health.routes.ts';
