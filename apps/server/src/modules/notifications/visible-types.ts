import { sql, type SQL } from 'drizzle-orm';
import { NOTIFICATION_TYPE_LABELS, NOTIFICATION_TYPES } from '@ua/contracts';

/**
 * `notificationTypesFor` as SQL, for statements that learn the labels as they run: the same table
 * (type, label needed or null), as the relation `allowed(type, label)`.
 */
export const ALLOWED_TYPES: SQL = (() => {
  const pairs = NOTIFICATION_TYPES.map((type) => {
    const label = NOTIFICATION_TYPE_LABELS[type];
    // Compile-time names from the contracts, checked, so they can be literals of the statement.
    for (const name of [type, label ?? '']) if (!/^[a-z_.]*$/.test(name)) throw new Error(`unexpected notification type or label: ${name}`);
    return `('${type}', ${label === null ? 'null' : `'${label}'`})`;
  });
  return sql.raw(`(values ${pairs.join(', ')}) as allowed(type, label)`);
})();

/**
 * The types these labels (an SQL text[]) may see, as an array for `type = any(...)`: computed once
 * per statement and then a plain filter, so a newest-first index walk can still stop at its limit
 * (as a semi-join, `type in (select ...)`, the planner read all of a person's rows and sorted them).
 */
export function typesAllowedTo(labels: SQL): SQL {
  return sql`array(select allowed.type from ${ALLOWED_TYPES} where allowed.label is null or allowed.label = any(${labels}))`;
}
