import fc from 'fast-check';

/** Values a form, a paste or an attacker may send where something else is expected. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    "' OR 1=1 --",
    "'; drop table users; --",
    '" or ""="',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '%00',
    '%',
    '\\',
    '{{7*7}}',
    '${jndi:ldap://x}',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '\ud83d\ude00\ud83c\udffd\u200d\u2640\ufe0f',
    'e\u0301\u0301\u0301',
    '\ufeff',
    '\ud800',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '9999999999999999999999',
    'true',
    'null',
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.nat({ max: 3 }).map((n) => 'x'.repeat([10_000, 100_000, 300_000, 1][n] ?? 1)),
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 2 ** 53, -(2 ** 31), 1e308, [], {}, [null], ['a', 'b'], { $gt: '' }),
  fc.integer(),
  fc.double(),
  fc.nat({ max: 2 }).map((n) => nested([10, 100, 1000][n] ?? 10)),
  fc.array(nastyString, { maxLength: 5 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 4 }),
);

/** A JSON text whose keys would pollute prototypes if merged naively. */
export const pollutingJson = fc.constantFrom(
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"__proto__": null, "read_status": "read"}',
  '[{"__proto__": {"x": 1}}]',
);

/** Bodies that are not what any JSON route expects at all. */
export const wrongBodies = fc.constantFrom('null', '[]', '"text"', '42', 'true', '{}', '{"a":', '\u0000', '{"a": 1, "a": 2}');
