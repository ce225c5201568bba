// Which Kafka keys hold a byte count or a number of milliseconds, so text about them can show the
// written value with a readable unit beside it (common/src/units.ts).

// Byte-size keys whose names do not end in ".bytes".
const BYTE_KEYS = new Set(['batch.size', 'buffer.memory', 'max.request.size']);

export function keyUnit(key: string): 'bytes' | 'ms' | undefined {
  if (key.endsWith('.ms')) return 'ms';
  if (key.endsWith('.bytes') || BYTE_KEYS.has(key)) return 'bytes';
  return undefined;
}
