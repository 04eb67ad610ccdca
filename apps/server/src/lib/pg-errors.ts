/**
 * The constraint a database error names, when it is a unique (23505) or exclusion (23P01)
 * violation: the services check first, and this turns the race they cannot see into the same answer.
 */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if ((candidate.code === '23505' || candidate.code === '23P01') && typeof candidate.constraint === 'string') return candidate.constraint;
    current = candidate.cause;
  }
  return undefined;
}

/** The check constraint (23514) a database error names: the backstop a service's own check raced past. */
export function violatedCheck(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23514' && typeof candidate.constraint === 'string') return candidate.constraint;
    current = candidate.cause;
  }
  return undefined;
}
