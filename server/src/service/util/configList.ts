// ConfigDef's parsing of a LIST value (ConfigDef.parseType, Type.LIST): the value is trimmed, an
// empty one is the empty list, and otherwise it is split on commas together with the blanks around
// them. Empty items are kept ("a," is ["a", ""]), as Kafka keeps them; each caller decides what an
// empty item means for its key.
export function listElements(value: string): string[] {
  const t = value.trim();
  return t === '' ? [] : t.split(/\s*,\s*/);
}
