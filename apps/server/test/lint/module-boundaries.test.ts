import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to the repository). */
async function ruleIdsFor(eslint: ESLint, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the lint rule that holds the server modules apart', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  it("refuses a module importing another module's repository, and lets it import that module's index", async () => {
    const file = 'apps/server/src/modules/catalogue/probe.ts';
    expect(await ruleIdsFor(eslint, file, "import { findStaff } from '../admin/staff.repository.ts';\nexport const probe = findStaff;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor(eslint, file, "import { adminRoutes } from '../admin/index.ts';\nexport const probe = adminRoutes;\n")).toEqual([]);
  });

  it("refuses a module importing another module's tables, and lets it import its own", async () => {
    const file = 'apps/server/src/modules/catalogue/nested/probe.ts';
    expect(await ruleIdsFor(eslint, file, "import { users } from '../../../db/schema/staff.ts';\nexport const probe = users;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor(eslint, file, "import { users } from '../../../db/schema/index.ts';\nexport const probe = users;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor(eslint, file, "import { products } from '../../../db/schema/catalogue.ts';\nexport const probe = products;\n")).toEqual([]);
  });

  it('refuses plugins and core importing a business module, and the rest of src reaching past an index', async () => {
    expect(await ruleIdsFor(eslint, 'apps/server/src/plugins/probe.ts', "import { authRoutes } from '../modules/auth/index.ts';\nexport const probe = authRoutes;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor(eslint, 'apps/server/src/core/probe.ts', "import { notify } from '../modules/notifications/index.ts';\nexport const probe = notify;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor(eslint, 'apps/server/src/seed/probe.ts', "import { slugify } from '../modules/catalogue/slugs.ts';\nexport const probe = slugify;\n")).toContain('no-restricted-imports');
    expect(await ruleIdsFor(eslint, 'apps/server/src/seed/probe.ts', "import { slugify } from '../modules/catalogue/index.ts';\nexport const probe = slugify;\n")).toEqual([]);
  });

  it('refuses Promise.all in server code, where a transaction would be sent queries at once', async () => {
    const code = "export async function probe(a: () => Promise<number>, b: () => Promise<number>) {\n  return Promise.all([a(), b()]);\n}\n";
    expect(await ruleIdsFor(eslint, 'apps/server/src/modules/catalogue/probe.ts', code)).toContain('no-restricted-syntax');
    expect(await ruleIdsFor(eslint, 'apps/server/src/core/probe.ts', code)).toContain('no-restricted-syntax');
  });
});
