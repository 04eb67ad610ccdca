/** The shell's own calls: the caller's profile and access level. The only door into the module. */
export { profileRoutes } from './profile.routes.ts';
