const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

function parsed(value: string): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "1 Mar 2024" */
export function formatDate(value: string): string {
  const date = parsed(value);
  return date ? dateFormat.format(date) : value;
}

/** "1 Mar 2024, 09:30" in the viewer's time zone. */
export function formatDateTime(value: string): string {
  const date = parsed(value);
  return date ? dateTimeFormat.format(date) : value;
}
