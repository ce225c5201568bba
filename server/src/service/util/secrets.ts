// Whether a written value is a real credential, as the secret-in-clear rules need: not a reference
// a config provider, Spring, a shell or a template resolves later (util/placeholder.ts), and not a
// fill-in word left for the reader (PASSWORD, YOUR_API_SECRET, `password`).
import { isUnresolved } from './placeholder';

/** A shell variable left for a script to expand. */
const SHELL_VARIABLE = /^\$[A-Za-z_]\w*$/;
/** A fill-in word rather than a password: PASSWORD, SECRET, YOUR_API_SECRET, `password`. */
const FILL_IN = /^[A-Z][A-Z0-9_]*$|^`[^`]*`$/;

/**
 * A fill-in phrase: a few plain words, no digit or symbol ("Your Username", "Auth token"), which a
 * template leaves where the credential goes (check 64: a worker file of such placeholders was said
 * to let anyone authenticate).
 */
const FILL_IN_PHRASE = /^[A-Za-z]+(?: [A-Za-z]+){1,4}$/;

/**
 * The name of the field itself, in any case ('Secret', 'password', 'Key', 'changeme'): what a
 * template writes where the credential goes (check 76: username='Key' password='Secret' in a
 * Confluent Cloud worker template was said to let anyone authenticate).
 */
const FILL_IN_WORD = /^(?:password|passwd|pass|pwd|secret|key|token|api[-_]?(?:key|secret)|changeme|change[-_]me|x{3,}|\*{3,})$/i;

/**
 * A placeholder spelled as a constant's name that says what goes there: CCLOUD_APISecret,
 * Cluster_Api_Key (underscore-joined words starting with a capital, one of them a credential's
 * name; check 83: mm2.properties with password="CCLOUD_APISecret" was told to rotate it).
 */
const FILL_IN_NAME_SHAPE = /^[A-Z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+$/;
const CREDENTIAL_WORD = /secret|password|passwd|key|token/i;
const fillInName = (v: string) => FILL_IN_NAME_SHAPE.test(v) && CREDENTIAL_WORD.test(v);

/**
 * A fill-in that says what goes there: `your-password`, `YourApiSecret`, `<Confluent Cloud API
 * Secret>` (the closing bracket sometimes lost), `[api secret]`, `secret-goes-here` (check 86: three
 * client files with such values were told anyone could authenticate with them).
 */
const FILL_IN_TELLING = /^your(?:password|secret|api-?(?:key|secret)|key|token)$|^<[A-Za-z][A-Za-z _-]*>?$|^\[[A-Za-z][A-Za-z _-]*\]$|^[A-Za-z]+(?:[-_ ][A-Za-z]+)*[-_ ](?:goes[-_ ])?here$/i;
/**
 * `your-password`, `YourApiSecret`, `enter_your_secret`: "your" then words of letters only, each
 * set apart or capitalised (not `yours3cret`, `Your_Pa55word!` or `YourCompany2024!`).
 */
const FILL_IN_YOUR = /^(?:[Yy]our|YOUR|[Ee]nter[-_ ]?[Yy]our|[Rr]eplace[-_ ]?[Ww]ith)(?:[-_ ][A-Za-z]+|[A-Z][a-z]*)+$/;

/** The value is written out as a credential (not empty, a reference or a fill-in). */
export function isLiteralSecret(value: string | undefined): boolean {
  const v = value?.trim();
  return !!v && !isUnresolved(v) && !SHELL_VARIABLE.test(v) && !FILL_IN.test(v) && !FILL_IN_PHRASE.test(v) && !FILL_IN_WORD.test(v) && !FILL_IN_TELLING.test(v) && !FILL_IN_YOUR.test(v) && !fillInName(v);
}

/** The password="…" of a JAAS line (sasl.jaas.config), when it is written out. */
export function jaasLiteralPassword(jaas: string | undefined): string | undefined {
  // JaasConfig reads the options with a java.io.StreamTokenizer, whose quote characters are " and '
  // (check 64: password='…' in a Confluent Cloud client file went unseen); a value may also be one
  // unquoted word.
  // An unquoted word is read too (password=kafka-secret; check 83).
  const m = jaas === undefined ? undefined : /\bpassword\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s;"']+))/.exec(jaas);
  const password = m ? (m[1] ?? m[2] ?? m[3]) : undefined;
  return password !== undefined && isLiteralSecret(password) ? password : undefined;
}

/** A JAAS login line's key: sasl.jaas.config, or a client's or listener's prefixed one (producer.sasl.jaas.config, listener.name.x.plain.sasl.jaas.config). */
export function isJaasKey(key: string): boolean {
  return /(?:^|\.)sasl\.jaas\.config$/.test(key);
}
