/** A URL slug from a name: "Solang Valley" -> "solang-valley", "Café Goa" -> "cafe-goa". */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/g, '');
  return slug || 'location';
}

/**
 * The first free slug among the base, the base with its parent's slug (two "Old Town"s become
 * old-town-jaipur and old-town-kochi), then numbered ones.
 */
export async function freeSlug(base: string, parentSlug: string | undefined, isTaken: (slug: string) => Promise<boolean>): Promise<string> {
  const candidates = [base, ...(parentSlug ? [`${base}-${parentSlug}`.slice(0, 80)] : [])];
  for (const candidate of candidates) if (!(await isTaken(candidate))) return candidate;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
}
