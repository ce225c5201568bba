// properties-backslash-path (java.util.Properties.load: loadConvert reads "\t", "\n", "\r", "\f" as
// control characters, "\uXXXX" as a character, and any other "\x" as x; Spring Boot's
// OriginTrackedPropertiesLoader does the same): a Windows path written with single backslashes in
// a .properties file is not the path Kafka receives. log.dirs=C:\kafka\kafka-logs is read as
// "C:kafkakafka-logs", a path relative to drive C's current directory, and C:\tmp\kafka as
// "C:<tab>mp" + "kafka". Judged on path-like keys (…dir, …dirs, …location, …path, …file, …filename)
// and on values that start with a drive letter, where a backslash is a separator and never an escape
// meant on purpose; a regular expression (topics.regex=orders\.v1) is left alone.
import type { ConfigEntry } from '../model';
import { rangeText } from './siteText';
import { Severity, type Finding, type Rule } from './types';

const PATH_KEY = /(?:^|[.-])(?:dir|dirs|location|path|file|filename)$/;
const DRIVE = /^[A-Za-z]:\\/;
/** A backslash that is not itself escaped, not a \u escape, and not before a separator or comment character Properties lets it quote. */
const DROPPED = /(?<!\\)(?:\\\\)*\\(?![\\u=: #!\r\n]|$)/;

/** The value as read, with control characters shown as their escapes ("C:⟨tab⟩mp"). */
function shown(value: string): string {
  return value.replace(/\t/g, '⟨tab⟩').replace(/\n/g, '⟨newline⟩').replace(/\r/g, '⟨carriage return⟩').replace(/\f/g, '⟨form feed⟩');
}

export const propertiesBackslashPath: Rule = {
  id: 'properties-backslash-path',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'java.util.Properties.load / loadConvert ("\\t", "\\n", "\\r", "\\f" are control characters, any other "\\x" is x); Spring Boot OriginTrackedPropertiesLoader (the same escapes)',
  summary: 'A Windows path written with single backslashes in a .properties file: each backslash is read as an escape, so the path Kafka gets is another.',
  docs: {
    why: 'In a .properties file a backslash starts an escape: java.util.Properties reads \\t as a tab, \\n as a newline, and drops the backslash before any other character. A Windows path written as C:\\kafka\\logs is therefore read as C:kafkalogs.',
    consequence: 'The broker or client works with another path than the one written, without an error: log.dirs=C:\\kafka\\kafka-logs keeps the partitions in C:kafkakafka-logs, a directory relative to drive C\'s current directory, and a keystore location does not exist at all (the client fails to start).',
    bad: { file: 'server.properties', text: 'broker.id=0\nlisteners=PLAINTEXT://localhost:9092\nzookeeper.connect=localhost:2181\nlog.dirs=C:\\kafka\\kafka-logs\n' },
    good: { file: 'server.properties', text: 'broker.id=0\nlisteners=PLAINTEXT://localhost:9092\nzookeeper.connect=localhost:2181\nlog.dirs=C:/kafka/kafka-logs\n' },
    falsePositives: 'None known: a single backslash in a path is never read as written. Values of other keys (a regular expression such as topics.regex) are not judged.',
    versions: 'All.',
  },
  check(ctx) {
    if (ctx.site.syntax !== 'properties' && ctx.site.syntax !== 'spring-properties') return [];
    // Reading a value as written reads the document, which makes every keystroke re-run the rule
    // on every site of the file: only a document with a backslash somewhere is worth it.
    if (!ctx.mentions(/\\/)) return [];
    const out: Finding[] = [];
    for (const e of ctx.site.entries) {
      if (e.value === undefined || ctx.entry(e.key) !== e) continue;
      const written = rangeText(ctx.doc.text, e.valueRange);
      if (!written.includes('\\') || !(PATH_KEY.test(e.key) || DRIVE.test(written)) || !DROPPED.test(written)) continue;
      out.push(finding(e, written));
    }
    return out;
  },
};

function finding(e: ConfigEntry, written: string): Finding {
  const forward = written.replace(/\\\\/g, '\u0000').replace(/\\/g, '/').replace(/\u0000/g, '/');
  return {
    range: e.valueRange,
    message: `${e.rawKey} is read as "${shown(e.value!)}", not ${written}: in a .properties file a backslash starts an escape (\\t is a tab, \\n a newline, and before any other character it is dropped; java.util.Properties.load). Write the path with forward slashes (${forward}), which Java accepts on Windows, or double each backslash.`,
    fixes: [{ title: `Write ${forward}`, intents: [{ kind: 'edits', edits: [{ range: e.valueRange, newText: forward }] }], preferred: true }],
  };
}
