// Seeded value generator for the differential test: for each key, text a user might write
// (valid values, range boundaries ±1, whitespace, wrong types, case variants, overflow, LIST edge
// cases) plus Java-parser corner cases (Unicode digits, hex floats, control-char trimming).
import type { KeyInfo, Validator } from '../../server/src/service/catalog';

/** mulberry32: small, seeded, reproducible. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WHITESPACE = [' ', '\t', '\n', '\u000b', '\u0000', '\u00a0', '\u2003'];
const JUNK = ['', ' ', 'abc', 'null', '-', '+', '5ms', '5.0', '1e3', '0x10', '1_000', '1,000', '٣', '１２', '𝟕', '+-1', '--1', '0.'];
const BOUNDS: Record<string, [bigint, bigint]> = {
  SHORT: [-32768n, 32767n], INT: [-2147483648n, 2147483647n], LONG: [-9223372036854775808n, 9223372036854775807n],
};

function ranges(v: Validator | undefined): Array<{ min?: string; max?: string }> {
  if (!v) return [];
  if (v.kind === 'range') return [v];
  if (v.kind === 'all') return v.of.flatMap(ranges);
  return [];
}

function listValues(v: Validator | undefined): { values: string[]; caseSensitive: boolean } | undefined {
  if (!v) return undefined;
  if (v.kind === 'in' || v.kind === 'list-in') return v.values.length ? v : undefined;
  if (v.kind === 'all') return v.of.map(listValues).find((x) => x);
  return undefined;
}

function caseVariants(s: string): string[] {
  return [s.toUpperCase(), s.toLowerCase(), s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()].filter((x) => x !== s);
}

// ISO-8601 durations around java.time.Duration.parse's edges: case, signs, fractions, a bare T,
// weeks (not accepted), long overflow of seconds and of days × 86400, negative results.
const DURATIONS = ['PT1H', 'P1D', 'pt15m', 'PT0S', '-PT0S', 'PT-1H', '-PT1H', '+PT1H', 'PT+1H', 'P1DT', 'PT', 'P', 'P1W', 'PT1.5S', 'PT1,5S',
  'PT1.S', 'PT1.0000000001S', 'PT-0.5S', 'PT0.000000001S', 'P-1DT25H', 'P1DT-25H', 'PT9223372036854775807S', 'PT9223372036854775808S',
  'P106751991167300D', 'P106751991167301D', 'PT2562047788015215H', 'PT2562047788015216H', ' PT1H', 'PT1H ', 'P1Y', 'PT１H'];

/** Values for Kafka's own validator classes: the words its description lists, and by_duration forms. */
function customValues(v: Extract<Validator, { kind: 'other' }>): string[] {
  const out: string[] = [];
  const words = /^\[(.*)\]$/.exec(v.text)?.[1].split(', ') ?? [];
  for (const w of words) {
    if (w.startsWith('by_duration:')) {
      out.push('by_duration', 'by_duration:', 'BY_DURATION:PT1H', 'by_duration :PT1H', 'smallest', 'largest');
      for (const d of DURATIONS) out.push(`by_duration:${d}`);
    } else {
      out.push(w, w + 'x', ...caseVariants(w));
    }
  }
  return out;
}

/** Candidate raw values for one key; the caller samples or keeps them all. */
export function valuesFor(info: KeyInfo, next: () => number): string[] {
  const out = new Set<string>(JUNK);
  const ws = () => WHITESPACE[Math.floor(next() * WHITESPACE.length)];
  const pad = (s: string) => `${ws()}${s}${ws()}`;
  if (info.default !== null) {
    out.add(info.default);
    out.add(pad(info.default));
  }
  switch (info.type) {
    case 'INT':
    case 'SHORT':
    case 'LONG': {
      const [lo, hi] = BOUNDS[info.type];
      for (const n of [lo, hi, lo - 1n, hi + 1n, 0n, -1n, 1n]) out.add(String(n));
      out.add('+' + String(hi));
      out.add('-0');
      out.add('007');
      for (const r of ranges(info.validator)) {
        for (const b of [r.min, r.max]) {
          if (b === undefined) continue;
          const n = BigInt(b);
          for (const d of [-1n, 0n, 1n]) out.add(String(n + d));
        }
      }
      for (let i = 0; i < 4; i++) out.add(String(Math.floor((next() - 0.5) * 2 * 10 ** Math.floor(next() * 12))));
      out.add(pad(String(Math.floor(next() * 1000))));
      break;
    }
    case 'DOUBLE':
      for (const s of ['1e3', 'NaN', 'Infinity', '-Infinity', '1.5f', '2d', '0x1p3', '0x.8p1', '0x1.8', '.5', '1.', '1e', 'e3', 'Infinityf', '-0.0', '1e400', '0.05', '1.0E-5']) out.add(s);
      for (const r of ranges(info.validator)) for (const b of [r.min, r.max]) if (b !== undefined) out.add(b).add(String(Number(b) + 0.001)).add(String(Number(b) - 0.001));
      break;
    case 'BOOLEAN':
      for (const s of ['true', 'false', 'TRUE', 'False', 'yes', 'no', '1', '0', 'on', 'truee', 'falſe', 'tRuE']) out.add(s).add(pad(s));
      break;
    case 'LIST': {
      for (const s of ['', ' ', ',', 'a,', ',a', 'a,,b', 'a , b', 'a,\tb', 'a\u00a0,b', 'a,a']) out.add(s);
      const lv = listValues(info.validator);
      if (lv) {
        const vs = lv.values;
        for (const v of vs) out.add(v).add(pad(v)).add(`${v},`).add(`${v},${v}`);
        for (const v of vs.slice(0, 3)) for (const c of caseVariants(v)) out.add(c);
        if (vs.length > 1) out.add(vs.join(',')).add(vs.join(' , ')).add(vs.slice().reverse().join(','));
      }
      break;
    }
    default: {
      const lv = listValues(info.validator);
      if (lv) {
        for (const v of lv.values) {
          out.add(v).add(pad(v)).add(v + 'x');
          for (const c of caseVariants(v)) out.add(c);
        }
      }
      out.add(pad('x'));
      out.add('a\u0001b');
    }
  }
  if (info.validator?.kind === 'other') for (const v of customValues(info.validator)) out.add(v).add(pad(v));
  return [...out];
}
