/**
 * Passwords long enough to pass the length rule that attackers still try first: the long entries
 * of public breach top lists, plus this product's own obvious words. Compared lower-case.
 */
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789123',
  '123123123123',
  '111111111111',
  '000000000000',
  '121212121212',
  '987654321098',
  'qwertyuiop12',
  'qwerty123456',
  'qwertyuiopasdf',
  'qwertyqwerty',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'zaq12wsxcde3',
  'asdfghjkl123',
  'abcdefghijkl',
  'abc123abc123',
  'password1234',
  'password12345',
  'password123!',
  'passwordpassword',
  'p@ssword1234',
  'p@ssw0rd1234',
  'iloveyou1234',
  'letmein12345',
  'welcome12345',
  'welcome@1234',
  'changeme1234',
  'administrator',
  'administrator1',
  'trustno1trustno1',
  'football1234',
  'baseball1234',
  'sunshine1234',
  'princess1234',
  'monkey123456',
  'dragon123456',
  'starwars1234',
  'superman1234',
  'whatever1234',
  'demo-password',
  'ua-internal123',
  'uainternal123',
  'travel123456',
  'holiday12345',
]);

/** True for a listed password, or one character repeated. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  return COMMON_PASSWORDS.has(lowered) || /^(.)\1+$/.test(lowered);
}
