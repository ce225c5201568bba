// Values that are not the value yet: a deployment tool, a build or a template engine fills them in
// before Kafka reads the file. Checking "${BROKER_ID}" as an INT would report an error that never
// happens, so rules treat such a value as unknown.
//  - ${X}, ${env:X}, ${file:/path:key}: shell/envsubst, Spring, Kafka's own ConfigProvider (KIP-297);
//  - {{ x }}: Jinja/Helm/Mustache; %X%: Windows/Ansible-style; @x@: Maven resource filtering;
//  - <x>: a fill-in from documentation ("<your-broker>:9092"), and the same in single braces as a
//    whole value ("{Bootstrap connection plaintext}", "{BROKER_HOST}"): words, no quotes or colons;
//  - *****: a value redacted before the file was published (a host or a secret blanked out);
//  - __NAME__: a token a registration script replaces (sed s/__DEBEZIUM_PASSWORD__/…/, check 51);
//  - [IP_ADDRESS], [REDACTED]: upper-case words in square brackets, what a redaction tool leaves
//    (check 60); an IPv6 address in brackets ([::1]:9092) has no letters of that kind.
const ANYWHERE = [/\$\{[^}\s]*\}/, /\{\{.*?\}\}/, /\{%.*?%\}/, /%[A-Za-z_][\w.-]*%/, /<[A-Za-z][\w .-]*>/, /\[[A-Z][A-Z0-9_]*(?: [A-Z0-9_]+)*\]/];
const WHOLE = [/^@[A-Za-z_][\w.-]*@$/, /^\*{3,}$/, /^\{[A-Za-z][\w .-]*\}$/, /^__[A-Za-z][A-Za-z0-9_]*__$/];

/** True when the value (or part of it) is a placeholder that something else resolves later. */
export function isUnresolved(value: string): boolean {
  const v = value.trim();
  return ANYWHERE.some((re) => re.test(v)) || WHOLE.some((re) => re.test(v));
}

/** A template engine's own line ({% if %}, {# comment #}) or a key that is itself a placeholder. */
export function isTemplateLine(key: string): boolean {
  return /^\{[%#{]/.test(key.trim()) || isUnresolved(key);
}
