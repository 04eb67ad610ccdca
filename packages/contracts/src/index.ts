export * from './common.ts';
export * from './health.ts';
export * from './auth.ts';
export * from './shell.ts';
export * from './admin.ts';
