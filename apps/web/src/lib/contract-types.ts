/**
 * The parsed type of a contract schema, read through a type-only import so no Zod code reaches the
 * bundle (`z.infer` without importing `zod`, which the web app does not depend on directly).
 */
export type SchemaOutput<Schema extends { _output: unknown }> = Schema['_output'];
