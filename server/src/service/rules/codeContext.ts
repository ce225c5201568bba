// How the code pattern rules name the place a call runs in: "in the POST /orders handler
// (through publish())", "in eachMessage", "in a for…of loop".
import type { CodeContext } from '../sites/ts/extras';

export function where(c: CodeContext): string {
  const via = c.via.length > 0 ? ` (through ${c.via.map((f) => `${f}()`).join(' → ')})` : '';
  return `in ${c.label}${via}`;
}
