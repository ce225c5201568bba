// A nested class written the way Java source names it, with a dot before the inner class
// (org.apache.kafka.common.serialization.Serdes.StringSerde). Kafka loads a CLASS value by its
// binary name (ConfigDef.parseType: Class.forName), where a nested class follows its outer class
// after a '$' (Serdes$StringSerde), so the dotted spelling is "Class … could not be found" at start-up
// (check 59). Spring's own Class-typed properties accept either spelling (ClassUtils.forName);
// only what reaches Kafka as text is affected.

/** Package segments in lower case, then two or more class names: the binary name, or undefined. */
export function nestedClassBinaryName(value: string | undefined): string | undefined {
  const v = value?.trim() ?? '';
  const m = /^((?:[a-z_][a-z0-9_]*\.)+)([A-Z][A-Za-z0-9_]*)((?:\.[A-Z][A-Za-z0-9_]*)+)$/.exec(v);
  return m ? `${m[1]}${m[2]}${m[3].replace(/\./g, '$')}` : undefined;
}
