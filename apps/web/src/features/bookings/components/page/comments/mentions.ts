/** The longest name a mention search takes, and the most words: "@Asha R" searches, "@Asha Rao said" does not. */
const MAX_QUERY = 40;
const MAX_SPACES = 1;

/**
 * The mention being typed at the caret: an `@` at the start or after a space (not inside an email
 * address), then what follows it up to the caret. Null when the caret is not in one.
 */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const start = before.lastIndexOf('@');
  if (start < 0 || (start > 0 && !/\s/.test(before[start - 1] ?? ''))) return null;
  const query = before.slice(start + 1);
  if (query.length > MAX_QUERY || /[\n@]/.test(query) || query.startsWith(' ') || (query.match(/ /g)?.length ?? 0) > MAX_SPACES) return null;
  return { start, query };
}

/** The text with the mention being typed (from `start` to the caret) replaced by "@Name ", and where the caret goes. */
export function insertMention(text: string, start: number, caret: number, name: string): { text: string; caret: number } {
  const mention = `@${name} `;
  return { text: `${text.slice(0, start)}${mention}${text.slice(caret)}`, caret: start + mention.length };
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The body cut into plain text and the "@Name" of each person mentioned, so the names can stand out. */
export function mentionParts(body: string, names: readonly string[]): { text: string; mention: boolean }[] {
  const wanted = [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length);
  if (wanted.length === 0) return [{ text: body, mention: false }];
  const pattern = new RegExp(`(@(?:${wanted.map(escapeRegExp).join('|')}))`, 'g');
  // Split on a capturing pattern, the names land at the odd places.
  return body
    .split(pattern)
    .map((text, index) => ({ text, mention: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
