type Named = { first_name: string; last_name: string; email: string };

/** "Asha Rao", or the email for an account nobody has named yet. */
export function staffName(person: Named): string {
  return `${person.first_name} ${person.last_name}`.trim() || person.email;
}

export function staffInitials(person: Named): string {
  const initials = `${person.first_name.charAt(0)}${person.last_name.charAt(0)}`.trim();
  return (initials || person.email.charAt(0)).toUpperCase();
}
