export type FieldErrors = Record<string, string>;

export type ParseIssue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The key a field error goes under: the issue's path joined with dots, as the server names fields. */
export function fieldKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** The first message for each field; an issue about the whole form goes under "". */
export function issuesToFieldErrors(issues: readonly ParseIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[fieldKey(issue.path)] ??= issue.message;
  return errors;
}

/** The errors without `field` and without anything inside it (`recipients` clears `recipients.user_ids`). */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  const entries = Object.entries(errors).filter(([key]) => key !== field && !key.startsWith(`${field}.`));
  return entries.length === Object.keys(errors).length ? errors : Object.fromEntries(entries);
}

/** The first error about `field` or anything inside it. */
export function errorFor(errors: FieldErrors, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}
