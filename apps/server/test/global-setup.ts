import type { TestProject } from 'vitest/node';
import { prepareTemplates } from './templates.ts';

/** Builds the run's database templates once, before any test file starts, and removes them after the last. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, dispose } = await prepareTemplates();
  project.provide('databaseTemplates', templates);
  return dispose;
}
