// The "Accepted:" line of a key's hover, from its ConfigDef validator as the catalog records it.
// A ValidList with no element list (Kafka's ValidList.anyNonDuplicateValues, 4.2+ on keys such as
// partition.assignment.strategy) accepts any element: say what the elements are (class names when
// the default is a list of classes) and what the list may not hold, never an empty "a list of".
import type { KeyInfo, Validator } from './catalog';

const CLASS_NAME = /^[a-z_$][\w$]*(\.[a-z_$][\w$]*)*\.[A-Z][\w$]*$/;

/** True when the key's elements are class names: its default is a list of them, or its name says so. */
function classValued(info: Pick<KeyInfo, 'name' | 'type' | 'default'>): boolean {
  const elements = (info.default ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (elements.length) return elements.every((e) => CLASS_NAME.test(e));
  return /\.(classes|reporters|interceptors|strategy)$/.test(info.name) || info.name.endsWith('.class');
}

/** Words for the validator, or undefined when it says nothing a user can act on. */
export function describeValidator(v: Validator, info: Pick<KeyInfo, 'name' | 'type' | 'default'>): string | undefined {
  switch (v.kind) {
    case 'range':
      return v.min !== undefined && v.max !== undefined ? `${v.min} to ${v.max}` : v.min !== undefined ? `at least ${v.min}` : `at most ${v.max}`;
    case 'in':
      return `${v.values.join(', ')}${v.caseSensitive ? ' (case-sensitive)' : ''}`;
    case 'list-in': {
      const what = v.values.length
        ? `a list of ${v.values.join(', ')}${v.caseSensitive ? ' (case-sensitive)' : ''}`
        : `a list of ${classValued(info) ? 'class names' : 'values'}`;
      const limits = [
        ...(v.strictElements ? ['no duplicate or empty elements'] : []),
        ...(v.emptyListAllowed === false ? ['not empty'] : []),
      ];
      return limits.length ? `${what} (${limits.join(', ')})` : what;
    }
    case 'non-empty-string':
      return v.noControlChars ? 'a non-empty string without control characters' : 'a non-empty string';
    case 'all': {
      const parts = v.of.map((p) => describeValidator(p, info)).filter((p): p is string => p !== undefined);
      return parts.length ? parts.join('; ') : undefined;
    }
    case 'non-null':
    case 'other':
      return undefined;
  }
}
