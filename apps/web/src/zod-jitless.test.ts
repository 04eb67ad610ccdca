// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const setup = new URL('./zod-jitless.ts', import.meta.url).href;
const contracts = new URL('../../../packages/contracts/src/index.ts', import.meta.url).href;

/**
 * In a fresh Node process (this one's Zod has long made up its mind): counts every use of `Function`
 * while the contracts are loaded and each of their schemas parses an empty object, optionally after
 * importing the entry's Zod setup first, as main.tsx does.
 */
function functionUsesLoadingContracts(withSetup: boolean): number {
  const script = `
    let uses = 0;
    const Real = globalThis.Function;
    globalThis.Function = new Proxy(Real, {
      construct(target, args) { uses += 1; return Reflect.construct(target, args); },
      apply(target, self, args) { uses += 1; return Reflect.apply(target, self, args); },
    });
    ${withSetup ? `await import(${JSON.stringify(setup)});` : ''}
    const schemas = Object.values(await import(${JSON.stringify(contracts)})).filter((value) => typeof value?.safeParse === 'function');
    if (schemas.length < 10) throw new Error('the contracts export too few schemas: ' + schemas.length);
    for (const schema of schemas) { schema.safeParse({}); schema.safeParse({ id: 1, name: 'x' }); }
    process.stdout.write(String(uses));
  `;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  return Number(out.trim());
}

describe('Zod under our CSP', () => {
  it('main.tsx imports the jitless setup before anything else', () => {
    const main = readFileSync(new URL('./main.tsx', import.meta.url), 'utf8');
    const firstImport = main.match(/^import\s+(?:[^'"]*from\s+)?['"]([^'"]+)['"]/m)?.[1];
    expect(firstImport).toBe('./zod-jitless');
  });

  it('after the setup, creating and parsing every contract schema never calls Function (the eval probe)', () => {
    // The control: without the setup, Zod probes (and compiles) with Function, which the CSP refuses.
    expect(functionUsesLoadingContracts(false)).toBeGreaterThan(0);
    expect(functionUsesLoadingContracts(true)).toBe(0);
  }, 20_000);
});
