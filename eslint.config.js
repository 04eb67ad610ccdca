import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webImportBoundaries(),
  ...serverModuleBoundaries(),
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.{ts,mjs}', 'apps/web/scripts/**/*.mjs', 'apps/server/scripts/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);

/**
 * The web app's code flows one way (STYLE.md): app -> features -> entities -> components, lib, hooks,
 * config. A feature imports no other feature and not the app; entities and the shared folders import
 * neither; the shared folders import no entity. app/ and test/ may import anything.
 *
 * Imports are relative, so the rule reads how far one climbs: from a file `depth` folders inside a
 * feature, `../` taken depth + 1 times stands in features/, where any folder is a feature. One block
 * per depth keeps this exact with the core rule alone (no feature names to list, no resolver).
 * `import()` is held too, since lazy() screens load by it.
 */
function webImportBoundaries(maxDepth = 8) {
  const up = (times) => `(?:\\.\\./){${times}}`;
  const forbid = (regex, message) => ({ regex, message });
  const rulesFor = (patterns) => ({
    'no-restricted-imports': ['error', { patterns }],
    // esquery ends a regex at its first "/", hence \x2F.
    'no-restricted-syntax': ['error', ...patterns.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`, message }))],
  });
  const depths = Array.from({ length: maxDepth + 1 }, (_, depth) => depth);
  const inside = (folder, depth) => `apps/web/src/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`;
  const leavingSrc = (times) => forbid(`^${up(times)}\\.\\.(?:/|$)`, 'Web code imports nothing outside apps/web/src by path: the contracts come by their package name.');

  const featureBlocks = depths.map((depth) => ({
    files: [inside('features/*', depth)],
    rules: rulesFor([
      forbid(`^${up(depth + 1)}[^.]`, 'A feature imports no other feature: move the shared piece down to entities/, components/, lib/ or hooks/, or have app/ pass it in.'),
      forbid(`^${up(depth + 2)}(?:app|features)(?:/|$)`, 'A feature imports nothing from app/ (and its own files by paths that stay inside it): app/ passes in what a feature needs.'),
      leavingSrc(depth + 2),
    ]),
  }));
  const sharedBlocks = ['entities', 'components', 'lib', 'hooks', 'config'].flatMap((layer) =>
    depths.map((depth) => ({
      files: [inside(layer, depth)],
      rules: rulesFor([
        forbid(
          `^${up(depth + 1)}(?:app|features${layer === 'entities' ? '' : '|entities'})(?:/|$)`,
          `${layer}/ sits below ${layer === 'entities' ? 'features/ and app/' : 'entities/, features/ and app/'}, so it imports none of them: move the piece down, or take it as a parameter.`,
        ),
        leavingSrc(depth + 1),
      ]),
    })),
  );
  return [...featureBlocks, ...sharedBlocks];
}

/**
 * The server's modules meet only through each other's index.ts, and each reads and writes only its own
 * tables (STYLE.md): a module imports another module's index and nothing else of it, and only the schema
 * files of the tables it owns. plugins/ and core/ import no module; the rest of src/ (app, seeds, CLI)
 * reaches a module through its index. Tests may reach inside. A transaction runs its queries one after
 * another, so nothing in src/ sends queries with Promise.all: `inParallel(db, [...])` runs them at once
 * on the pool and in turn in a transaction.
 */
function serverModuleBoundaries() {
  const src = 'apps/server/src';
  const modules = readdirSync(new URL(`./${src}/modules`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  /** The schema files of the tables each module owns; staff.ts belongs to the staff and access area, which identity (auth) and admin share. */
  const ownedSchema = { admin: ['staff', 'audit'], agents: ['agents'], auth: ['staff'], bookings: ['bookings'], catalogue: ['catalogue'], itineraries: ['itineraries'], messaging: ['messaging'], payments: ['payments'], notifications: ['notifications'], system: ['jobs'] };
  const tests = ['**/*.test.ts', '**/*.test-helpers.ts'];
  const noPromiseAll = {
    selector: "CallExpression[callee.object.name='Promise'][callee.property.name=/^(all|allSettled|any|race)$/]",
    message: 'Queries on one handle run one after another in a transaction: use inParallel(db, [...]) from db/in-parallel.ts.',
  };
  const forbid = (regex, message) => ({ regex, message });
  const moduleBlocks = modules.map((name) => {
    const others = modules.filter((other) => other !== name).join('|');
    const owned = ownedSchema[name] ?? [];
    return {
      files: [`${src}/modules/${name}/**/*.ts`],
      ignores: tests,
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...(others ? [forbid(`^(?:\\.\\./)+(?:${others})/(?!index\\.ts$)`, 'A module reaches another module only through its index.ts.')] : []),
              forbid(
                owned.length > 0 ? `^(?:\\.\\./)+db/schema/(?!(?:${owned.join('|')})\\.ts$)` : '^(?:\\.\\./)+db/schema/',
                `Module ${name} reads and writes only its own tables (${owned.length > 0 ? owned.map((file) => `db/schema/${file}.ts`).join(', ') : 'it owns none'}); ask the owning module's index.ts for the rest.`,
              ),
            ],
          },
        ],
        'no-restricted-syntax': ['error', noPromiseAll],
      },
    };
  });
  return [
    ...moduleBlocks,
    {
      files: [`${src}/plugins/**/*.ts`, `${src}/core/**/*.ts`],
      ignores: tests,
      rules: {
        'no-restricted-imports': ['error', { patterns: [forbid('^(?:\\.\\./)+modules/', 'plugins/ and core/ import no business module: take what they need as an option, from app.ts.')] }],
        'no-restricted-syntax': ['error', noPromiseAll],
      },
    },
    {
      files: [`${src}/*.ts`, `${src}/{cli,seed,lib,db}/**/*.ts`],
      ignores: tests,
      rules: {
        'no-restricted-imports': ['error', { patterns: [forbid('^(?:\\.{1,2}/)+modules/[^/]+/(?!index\\.ts$)', 'Code outside a module reaches it only through its index.ts.')] }],
      },
    },
  ];
}
