const STORAGE_KEY = 'ua-internal-welcomed-users';

function readWelcomed(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/** Records that this user has been welcomed; true only the first time, so the greeting shows once. */
export function markWelcomed(userId: number): boolean {
  const welcomed = readWelcomed();
  if (welcomed.includes(userId)) return false;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...welcomed, userId]));
  } catch {
    // Storage full or switched off: greet now, and perhaps once more later; never not at all.
  }
  return true;
}
