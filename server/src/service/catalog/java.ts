// The few java.lang behaviours ConfigDef.parseType relies on, reproduced exactly
// (checked against the real ConfigDef by test/differential/).

/** String.trim(): strips every char ≤ U+0020 (controls included), not Unicode whitespace. */
export function javaTrim(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && s.charCodeAt(start) <= 0x20) start++;
  while (end > start && s.charCodeAt(end - 1) <= 0x20) end--;
  return s.slice(start, end);
}

const ND = /^\p{Nd}$/u;

/**
 * Character.digit(ch, 10) for one UTF-16 unit: Integer.parseInt accepts any Unicode decimal digit
 * (Arabic-Indic, fullwidth…) but not a surrogate pair. Unicode assigns Nd digits in runs of whole 0–9
 * sets, so the value is the offset from the run's start modulo 10.
 */
function digit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (code >= 0xd800 && code <= 0xdfff) return -1;
  if (!ND.test(String.fromCharCode(code))) return -1;
  let start = code;
  while (start > 0 && ND.test(String.fromCharCode(start - 1))) start--;
  return (code - start) % 10;
}

/** Integer/Long/Short.parseXxx(s, 10): optional single sign, then ≥ 1 digit, range-checked. */
export function parseJavaInteger(s: string, bits: 16 | 32 | 64): bigint | undefined {
  let i = 0;
  let negative = false;
  if (s.length > 0 && (s[0] === '+' || s[0] === '-')) {
    negative = s[0] === '-';
    i = 1;
  }
  if (i >= s.length) return undefined;
  let n = 0n;
  for (; i < s.length; i++) {
    const d = digit(s.charCodeAt(i));
    if (d < 0) return undefined;
    n = n * 10n + BigInt(d);
  }
  if (negative) n = -n;
  const limit = 1n << BigInt(bits - 1);
  return n >= -limit && n < limit ? n : undefined;
}

// Double.valueOf's grammar (its javadoc regex): decimal or hex significand, optional f/F/d/D suffix,
// plus NaN and Infinity with an optional sign. Digits here are ASCII only.
const DECIMAL = /^[+-]?(?:NaN|Infinity|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?[fFdD]?)$/;
const HEX = /^([+-]?)0[xX]([0-9a-fA-F]*)\.?([0-9a-fA-F]*)[pP]([+-]?\d+)[fFdD]?$/;

/** Double.parseDouble (after the caller's trim); undefined where Java throws NumberFormatException. */
export function parseJavaDouble(s: string): number | undefined {
  if (DECIMAL.test(s)) return Number(s.replace(/[fFdD]$/, '').replace(/^\+/, ''));
  const h = HEX.exec(s);
  if (!h || (h[2] === '' && h[3] === '')) return undefined;
  // Exact enough for validation: the significand is read as a BigInt, then scaled by 2^exponent.
  const mantissa = BigInt('0x' + (h[2] + h[3] || '0'));
  const exp = Number(h[4]) - 4 * h[3].length;
  const v = Number(mantissa) * Math.pow(2, exp);
  return h[1] === '-' ? -v : v;
}

/** Double.toString for messages ("1000.0", "1.0E-5"); Kafka prints parsed doubles this way. */
export function javaDoubleString(d: number): string {
  if (Number.isNaN(d)) return 'NaN';
  if (!Number.isFinite(d)) return d > 0 ? 'Infinity' : '-Infinity';
  if (d === 0) return Object.is(d, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(d);
  if (abs >= 1e-3 && abs < 1e7) {
    const t = String(d);
    return t.includes('.') ? t : t + '.0';
  }
  const [m, e] = d.toExponential().split('e');
  return `${m.includes('.') ? m : m + '.0'}E${e.replace('+', '')}`;
}

/**
 * String.equalsIgnoreCase: char by char, equal after toUpperCase, or after toLowerCase of that
 * (so the long s "ſ" matches "s", as in Java).
 */
export function javaEqualsIgnoreCase(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const up = (c: string) => { const u = c.toUpperCase(); return u.length === 1 ? u : c; };
  const low = (c: string) => { const l = c.toLowerCase(); return l.length === 1 ? l : c; };
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    const ux = up(x);
    const uy = up(y);
    if (ux === uy || low(ux) === low(uy)) continue;
    return false;
  }
  return true;
}
