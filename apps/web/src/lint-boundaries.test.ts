// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const BOUNDARY_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

let eslint: ESLint;

/** The boundary errors the repository's ESLint config raises on `code` placed at `file` (under apps/web/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/web/src/${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && BOUNDARY_RULES.includes(message.ruleId)).map((message) => message.message);
}

describe('the web import boundaries', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('refuse a feature importing another feature, statically, as a type or lazily', async () => {
    const file = 'features/catalogue/components/products/new-card.tsx';
    expect(await boundaryErrors(file, "export { useStaffList } from '../../../admin/api/get-staff-list';\n")).toEqual([expect.stringContaining('A feature imports no other feature')]);
    expect(await boundaryErrors('features/catalogue/new-file.ts', "import type { Auth } from '../auth/hooks/use-auth';\nexport type Viewer = Auth;\n")).toHaveLength(1);
    expect(await boundaryErrors(file, "export const load = () => import('../../../notifications/components/notification-bell');\n")).toEqual([expect.stringContaining('A feature imports no other feature')]);
  });

  it('refuse a feature importing the app', async () => {
    expect(await boundaryErrors('features/admin/components/new-page.tsx', "export { createQueryClient } from '../../../app/query-client';\n")).toEqual([expect.stringContaining('nothing from app/')]);
  });

  it('refuse the shared folders importing a feature, the app or an entity', async () => {
    expect(await boundaryErrors('lib/new-helper.ts', "export { usePermissions } from '../features/auth/hooks/use-permissions';\n")).toHaveLength(1);
    expect(await boundaryErrors('components/new-alert.tsx', "export { AppProviders } from '../app/providers';\n")).toHaveLength(1);
    expect(await boundaryErrors('hooks/new-hook.ts', "export { supplierQueryOptions } from '../entities/supplier/supplier-query';\n")).toHaveLength(1);
    expect(await boundaryErrors('entities/supplier/supplier-badge.tsx', "export { useSuppliers } from '../../features/catalogue/api/get-suppliers';\n")).toHaveLength(1);
  });

  it('refuse an entity importing a feature or the app, and the shared folders importing an entity', async () => {
    expect(await boundaryErrors('entities/place/place-badge.tsx', "export { useLocationTags } from '../../features/catalogue/api/get-location-tags';\n")).toEqual([expect.stringContaining('entities/ sits below features/ and app/')]);
    expect(await boundaryErrors('entities/product/new-hook.ts', "export const load = () => import('../../app/areas');\n")).toEqual([expect.stringContaining('entities/ sits below features/ and app/')]);
    expect(await boundaryErrors('components/new-field.tsx', "export { PlacePicker } from '../entities/place/place-picker';\n")).toEqual([expect.stringContaining('components/ sits below entities/')]);
    expect(await boundaryErrors('lib/new-helper.ts', "export type { StaffOption } from '../entities/staff/use-staff-search';\n")).toEqual([expect.stringContaining('lib/ sits below entities/')]);
  });

  it('let each layer import its own files and what lies below it', async () => {
    const allowed: [file: string, code: string][] = [
      ['features/catalogue/components/products/new-card.tsx', "export { formatSeason } from '../../utils/seasons';\nexport { apiErrorOf } from '../../../../lib/api-error';\nexport { AlertIcon } from '../../../../components/icons';\n"],
      ['features/catalogue/components/products/new-card.tsx', "export const load = () => import('../suppliers/suppliers-area');\n"],
      ['features/admin/new-file.ts', "export { staffName } from './utils/staff-names';\n"],
      ['entities/supplier/supplier-badge.tsx', "export { apiClient } from '../../lib/api-client';\n"],
      ['entities/product/product-badge.tsx', "export { formatMoney } from '../../lib/money';\nexport { PageTitle } from '../../components/page-title';\n"],
      ['features/catalogue/components/products/new-card.tsx', "export { ProductVariantPicker } from '../../../../entities/product/product-variant-picker';\n"],
      ['features/admin/components/new-filter.tsx', "export { StaffPicker } from '../../../entities/staff/staff-picker';\n"],
      ['app/routes/new-page.tsx', "export { CatalogueArea } from '../../features/catalogue/components/catalogue-area';\n"],
      ['test/new-helper.ts', "export { resetSharedCount } from '../features/notifications/api/shared-unread-count';\n"],
    ];
    for (const [file, code] of allowed) expect(await boundaryErrors(file, code), file).toEqual([]);
  });

  it('cover every file of a feature and of the folders below them, however deep', async () => {
    const layered = readdirSync(`${root}apps/web/src`, { recursive: true, encoding: 'utf8' }).filter((file) => /^(features|entities|components|lib|hooks|config)\/.*\.tsx?$/.test(file));
    expect(layered.length).toBeGreaterThan(100);
    const uncovered: string[] = [];
    for (const file of layered) {
      const config = (await eslint.calculateConfigForFile(`${root}apps/web/src/${file}`)) as { rules?: Record<string, unknown> };
      if (!config.rules?.['no-restricted-imports']) uncovered.push(file);
    }
    expect(uncovered).toEqual([]);
  });
});
