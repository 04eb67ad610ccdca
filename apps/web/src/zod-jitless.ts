/**
 * Imported first by main.tsx, before any module that creates a schema (the contracts).
 *
 * Zod 4 probes whether `new Function` is allowed, to compile fast object parsers, and it probes when
 * an object schema is created, not only when one is parsed. Under our CSP (`script-src 'self'`, no
 * `unsafe-eval`) the probe is refused and reported as a `securitypolicyviolation`, although Zod
 * swallows the error. `jitless` skips the probe and the compiled parsers; parsing is the same.
 *
 * This is what `z.config({ jitless: true })` does: Zod keeps its configuration on
 * `globalThis.__zod_globalConfig` (shared by every copy of Zod) and merges into it. We write it
 * directly because importing `zod` here would move Zod's core (about 3.6 KB gzip) into the first load
 * of a shell that otherwise loads no Zod. zod-jitless.test.ts proves, with the installed Zod, that
 * after this module the contracts' schemas never touch `Function`.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
