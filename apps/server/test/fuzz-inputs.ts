import { connect } from 'node:net';
import fc from 'fast-check';

/** A piece of JSON text sent as written: numbers and nesting that JSON.stringify cannot produce. */
class Raw {
  constructor(readonly text: string) {}
}

/** JSON text of a value with its Raw parts inlined; own `__proto__` keys stay keys. */
function toJsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  return `{${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
    .join(',')}}`;
}

/** A value in a few characters, for failure messages. */
function short(value: unknown) {
  const text = typeof value === 'string' ? value : toJsonText(value);
  return text.length > 40 ? `${JSON.stringify(text.slice(0, 16))}…(${text.length} chars)` : JSON.stringify(text);
}

const LONG = 'x'.repeat(5000);
const DEEP_ARRAYS = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
const DEEP_OBJECTS = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
const EXTREMES = [2 ** 53 + 1, 2 ** 31, 1e308, new Raw('-0'), new Raw('1e999'), '1e308', '9007199254740993'];
const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'abc\u202etxt.exe',
  'a\u200bb\ufeff',
  '🚗👩‍👩‍👧',
  LONG,
];
const PAYLOADS = ["' OR '1'='1' --", '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '../../etc/passwd'];
const WRONG_SHAPES = [null, true, false, 0, -1, 0.5, [], ['a', 1], {}, { ['__proto__']: { admin: true } }];

/** Anything but what a route expects where it wants a string or a number. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...EXTREMES, ...ODD_STRINGS, ...PAYLOADS, ...WRONG_SHAPES), weight: 4 },
  fc.constantFrom(new Raw(DEEP_ARRAYS), new Raw(DEEP_OBJECTS)),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.jsonValue({ maxDepth: 3 }),
);

const POISONS = ['\u0000', '\ud800', '\udfff', '\u202e', '\u200b', '🚗'];

/** The route's own value with one odd character in it, or an extreme number: bad, yet past most validation. */
function nearlyValid(valid: unknown): fc.Arbitrary<unknown> {
  if (typeof valid !== 'string') return fc.constantFrom(...EXTREMES);
  const poisoned = fc
    .tuple(fc.constantFrom(...POISONS), fc.nat(valid.length))
    .map(([poison, at]) => valid.slice(0, at) + poison + valid.slice(at));
  return fc.oneof({ arbitrary: poisoned, weight: 3 }, fc.constantFrom(...EXTREMES));
}

export interface BodyCase {
  label: string;
  contentType: string;
  text: string;
  /** Counterexamples print the label, not 30 KB of nesting. */
  [fc.toStringMethod]: () => string;
}

const bodyCase = (label: string, contentType: string, text: string): BodyCase => ({
  label,
  contentType,
  text,
  [fc.toStringMethod]: () => label,
});
const json = (label: string, value: unknown) => bodyCase(label, 'application/json', toJsonText(value));

type Shape = Record<string, unknown>;

/** Every path to a field of a body, nested ones included: ['payer'], ['payer', 'partyId'], … */
function paths(shape: Shape, prefix: string[] = []): string[][] {
  return Object.entries(shape).flatMap(([key, value]) => [
    [...prefix, key],
    ...(value !== null && typeof value === 'object' ? paths(value as Shape, [...prefix, key]) : []),
  ]);
}

const at = (shape: Shape, path: string[]) => path.reduce<unknown>((node, key) => (node as Shape)[key], shape);

function withField(shape: Shape, path: string[], value: unknown): Shape {
  const copy = structuredClone(shape);
  const parent = path.slice(0, -1).reduce((node, key) => node[key] as Shape, copy);
  parent[path.at(-1)!] = value;
  return copy;
}

/** JSON text no strict parser accepts, or accepts only with a surprise. */
function malformed(valid: string) {
  const texts = {
    truncated: valid.slice(0, Math.ceil(valid.length / 2)),
    BOM: `\ufeff${valid}`,
    'duplicate keys': valid === '{}' ? '{"a":1,"a":[2]}' : `${valid.slice(0, -1)},${valid.slice(1)}`,
    'top-level 1e999': '1e999',
    'trailing comma': `${valid.slice(0, -1)},}`,
    'single quotes': valid.replaceAll('"', "'"),
    empty: '',
    'trailing garbage': `${valid}garbage`,
    'raw control characters': '{"a":"\u0000\u0001\n"}',
    'invalid escapes': '{"a":"\\x41\\u12"}',
    'deep arrays': DEEP_ARRAYS,
    'deep objects': DEEP_OBJECTS,
    'unclosed deep arrays': '['.repeat(5000),
    '__proto__ key': `{"__proto__":{"admin":true},${valid.slice(1)}`,
  };
  return Object.entries(texts).map(([label, text]) => bodyCase(label, 'application/json', text));
}

// Space-separated: each is sent with a body that would otherwise be right.
const WRONG_TYPES = `text/plain application/x-www-form-urlencoded multipart/form-data;boundary=x application/xml
  application/json;charset=utf-16 application/json;charset=latin1 APPLICATION/JSON application/json;;; application/jsonp`;

/** One field wrong, the rest as the route expects: these get furthest, to the handler and the database. */
const oneFieldBad = (shape: Shape, fields: string[][]) =>
  fc
    .constantFrom(...fields)
    .chain((path) =>
      fc.tuple(fc.constant(path), fc.oneof(badValue, { arbitrary: nearlyValid(at(shape, path)), weight: 2 })),
    )
    .map(([path, value]) => json(`${path.join('.')}=${short(value)}`, withField(shape, path, value)));

const someDropped = (shape: Shape) =>
  fc
    .subarray(Object.keys(shape), { maxLength: Object.keys(shape).length - 1 })
    .map((kept) => json(`only [${kept}]`, Object.fromEntries(kept.map((k) => [k, shape[k]]))));

/** Bodies of a route's shape with one thing wrong: a value, a missing or extra field, the text or its type. */
export function badBody(shape: Shape): fc.Arbitrary<BodyCase> {
  const valid = toJsonText(shape);
  const fields = paths(shape);
  return fc.oneof(
    ...(fields.length ? [{ arbitrary: oneFieldBad(shape, fields), weight: 8 }, someDropped(shape)] : []),
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'role', 'admin', 'id', ''), badValue)
      .map(([key, value]) => json(`extra ${key}=${short(value)}`, { ...shape, [key]: value })),
    badValue.map((value) => json(`body=${short(value)}`, value)),
    { arbitrary: fc.constantFrom(...malformed(valid)), weight: 2 },
    fc.constantFrom(...WRONG_TYPES.split(/\s+/), '').map((type) => bodyCase(`content-type "${type}"`, type, valid)),
  );
}

/** Path parameters (space-separated): broken percent-encodings, NUL, traversal, odd Unicode, extremes. */
const SEGMENTS = `%00 a%00b %ED%A0%80 %ED%BF%BF % %zz %C0%AF %FF ..%2f..%2fetc%2fpasswd %2e%2e __proto__ constructor
  -1 0 1e999 9007199254740993 01 1.0 %20 '%20OR%201=1-- %3Cscript%3E %E2%80%AE %E2%80%8B %F0%9F%9A%97 a%2Fb`;

export const badSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SEGMENTS.split(/\s+/), LONG), weight: 3 },
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  fc.uuid(),
);

const QUERIES = `?% ?a=%00 ?a=%ED%A0%80 ?__proto__[admin]=1 ?constructor[prototype][admin]=1 ?a=1&a=2&a=3 ?&&&==
  ?a[b][c][d]=1 ?q=%3Cscript%3E`;

export const badQuery: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', `?${LONG}=${LONG}`, ...QUERIES.split(/\s+/)),
  fc.dictionary(fc.string(), fc.string({ unit: 'binary' }), { maxKeys: 3 }).map((o) => `?${new URLSearchParams(o)}`),
);

/** Origin as a browser sends it: mostly none or ours (else every state change is a 403), sometimes another. */
export const origin = (ours: string) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(undefined, ours), weight: 6 },
    fc.constantFrom('https://evil.example', 'null', 'not a url', 'http://localhost.evil.example'),
  );

/** Odd but sendable headers: fetch refuses NUL, CR, LF and characters above U+00FF. */
export const oddHeaders = (ours: string): fc.Arbitrary<Record<string, string | undefined>> =>
  fc.record(
    {
      origin: origin(ours),
      cookie: fc.constantFrom(
        'a=b',
        'provisoire_session=',
        'provisoire_session=%00',
        '=;=;;',
        `x=${LONG}`,
        '\u00ff=\u00fe',
      ),
      'if-none-match': fc.constantFrom('*', '"x"', 'W/"x"', '""', LONG, 'unquoted', '"a", W/"b", *'),
      range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=999999999-', 'bytes=5-1', 'bytes=0-1,0-1', 'bytes=x'),
      'accept-encoding': fc.constantFrom('br', 'gzip', 'zstd', 'identity;q=0', '*;q=0', 'br;q=nan, gzip;q=2', ''),
      accept: fc.constantFrom('text/html', 'application/xml', '*/*;q=abc', ''),
    },
    { requiredKeys: [] },
  );

// What fetch refuses to send: [what, request line, header lines, body].
export const RAW_CASES: [string, string, string[], string?][] = [
  ['a percent-encoded lone surrogate', 'GET /api/lessons/%ED%A0%80 HTTP/1.1', []],
  ['bytes that are not UTF-8 in the path', 'GET /api/lessons/\xed\xa0\x80\xff HTTP/1.1', []],
  ['NUL in a header', 'GET /api/auth/me HTTP/1.1', ['X-Junk: a\x00b']],
  ['two Content-Length values', 'POST /api/auth/login HTTP/1.1', ['Content-Length: 2', 'Content-Length: 4'], '{}'],
  [
    'Content-Length with chunked',
    'POST /api/auth/login HTTP/1.1',
    ['Content-Length: 5', 'Transfer-Encoding: chunked'],
    '0\r\n\r\n',
  ],
  ['a garbage request line', 'GET\x01 /api/health HTTP/9.9 junk', []],
  [
    'invalid UTF-8 in a JSON body',
    'POST /api/payments/callback/airtel HTTP/1.1',
    [],
    '{"transaction":{"id":"\xed\xa0\x80"}}',
  ],
];

/** Writes a request byte for byte (latin1: one char, one byte) and reads the status line and body of the answer. */
export function rawRequest(port: number, line: string, lines: string[], body?: string) {
  const length =
    body === undefined || lines.some((l) => l.startsWith('Content-Length')) ? [] : [`Content-Length: ${body.length}`];
  const type = body === undefined ? [] : ['Content-Type: application/json'];
  const head = [line, 'Host: 127.0.0.1', 'Connection: close', ...type, ...length, ...lines].join('\r\n');
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk)).on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString();
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0);
      resolve({ status, text: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
    socket.write(Buffer.from(`${head}\r\n\r\n${body ?? ''}`, 'latin1'));
  });
}
