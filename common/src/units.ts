// Numbers as people read them, in one place for diagnostics, hovers and benchmark text: sizes keep
// the raw byte count a config file holds (so it can be searched and pasted) with KiB/MiB/GiB beside
// it, durations switch to s and min past 1,000 ms, counts get thousands separators. Binary units
// because Kafka's byte defaults are powers of two (16384, 1048576, 33554432, 52428800).

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 20000 → "20,000"; 1234.56 → "1,234.6". */
export function count(n: number): string {
  return GROUPED.format(n);
}

/** Up to one decimal, without a trailing ".0": 50 → "50", 1.25 → "1.3". */
function short(n: number): string {
  return n.toFixed(1).replace(/\.0$/, '');
}

const BYTE_UNITS: Array<[number, string]> = [[1024 ** 3, 'GiB'], [1024 ** 2, 'MiB'], [1024, 'KiB']];

/** 52428800 → "52428800 (50 MiB)"; 1000 → "1000 B"; 1536 → "1536 (1.5 KiB)". The raw value stays first. */
export function bytes(n: number): string {
  return Math.abs(n) >= 1024 ? `${n} (${sizeUnit(n)})` : `${n} B`;
}

/** The readable part alone, for text that shows the raw value elsewhere: 52428800 → "50 MiB"; 1000 → "1000 B". */
export function sizeUnit(n: number): string {
  const unit = BYTE_UNITS.find(([size]) => Math.abs(n) >= size);
  return unit ? `${short(n / unit[0])} ${unit[1]}` : `${n} B`;
}

/** 820 → "820 ms"; 16128 → "16.1 s"; 300000 → "5 min"; 90000 → "1.5 min"; 2.25 → "2.3 ms". */
export function duration(ms: number): string {
  const abs = Math.abs(ms);
  if (abs < 1000) return `${abs >= 100 ? Math.round(ms) : short(ms)} ms`;
  if (abs < 60_000) return `${short(ms / 1000)} s`;
  return `${short(ms / 60_000)} min`;
}

/** A value written in milliseconds, raw first: 60000 → "60000 ms (1 min)"; 500 → "500 ms". */
export function msValue(ms: number): string {
  return Math.abs(ms) < 1000 ? `${ms} ms` : `${ms} ms (${duration(ms)})`;
}

/** A byte count as a config file holds it, for `key=value` text and fix titles: 33554432 → "33554432 (32 MiB)"; 1000 → "1000". */
export function bytesAsWritten(n: number): string {
  return Math.abs(n) >= 1024 ? bytes(n) : String(n);
}

/** A millisecond value as a config file holds it, for `key=value` fix titles: 30000 → "30000 (30 s)"; 500 → "500". */
export function msAsWritten(ms: number): string {
  return Math.abs(ms) < 1000 ? String(ms) : `${ms} (${duration(ms)})`;
}
