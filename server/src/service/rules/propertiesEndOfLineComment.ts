// properties-end-of-line-comment (java.util.Properties.load; Spring Boot's
// OriginTrackedPropertiesLoader reads the same format): a comment starts only at the beginning of a
// line, so `ssl.truststore.password = s3cret  # replace before deploying` hands the client the
// password with the comment attached (check 86: an MM2 file's truststore passwords). Where the
// comment makes the value fail its validator (`linger.ms=5 # ms`) invalid-value says so; this rule
// speaks for the values no validator refuses: passwords, paths, names, lists, class names.
import { ROLE_NOUNS } from '../../../../common/src/model';
import { parseValue } from '../catalog';
import { commentMovedAbove, endOfLineComment } from '../util/endOfLineComment';
import { isJaasKey } from '../util/secrets';
import { Severity, type Finding, type Rule } from './types';

/** A comment in words: `# replace before deploying`, `! old value`, not `#1` in a name or a password. */
const PROSE = /^[#!]\s*[A-Za-z][A-Za-z'-]*(?:\s+\S+)+/;

export const propertiesEndOfLineComment: Rule = {
  id: 'properties-end-of-line-comment',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'java.util.Properties.load (a comment line starts with # or ! as its first non-blank character; nothing else is a comment); Spring Boot OriginTrackedPropertiesLoader (the same format)',
  summary: 'A .properties value followed by "# comment" on the same line: the comment is part of the value the client receives.',
  docs: {
    why: 'A .properties file has comment lines, not comments at the end of a line: java.util.Properties keeps every character after the separator, a # in the middle of the line included. A note written after a value is therefore the end of that value.',
    consequence: 'No error names it, and the setting holds other text than the one meant: a keystore or truststore password with the note attached does not open the store ("Keystore was tampered with, or password was incorrect"), a group.id or a topic list gains words, a file path points nowhere.',
    bad: { file: 'consumer.properties', text: 'bootstrap.servers=kafka-1:9093\ngroup.id=audit\nsecurity.protocol=SSL\nssl.truststore.location=/etc/kafka/truststore.jks\nssl.truststore.password=Tr0ub4dor-3  # rotate with the broker certificates\n' },
    good: { file: 'consumer.properties', text: 'bootstrap.servers=kafka-1:9093\ngroup.id=audit\nsecurity.protocol=SSL\nssl.truststore.location=/etc/kafka/truststore.jks\n# rotate with the broker certificates\nssl.truststore.password=${file:/etc/kafka/secrets.properties:truststore.password}\n' },
    falsePositives: 'A value that really holds " #" followed by words (a password with a space and a hash in it): silence the line with `# kafka-tuning-disable-next-line properties-end-of-line-comment`. A # with no space before it, or one followed by no words (`#1`), is not taken for a comment.',
    versions: 'All.',
  },
  check(ctx) {
    if (ctx.site.syntax !== 'properties' && ctx.site.syntax !== 'spring-properties') return [];
    const out: Finding[] = [];
    const reader = ctx.site.role ? ROLE_NOUNS[ctx.site.role] : 'client';
    for (const e of ctx.site.entries) {
      if (e.value === undefined || ctx.entry(e.key) !== e) continue;
      const info = ctx.info(e.key);
      const raw = e.value.trim();
      const c = endOfLineComment(raw);
      // A value its validator refuses with the comment is invalid-value's finding.
      if (!info || !c || !PROSE.test(c.comment) || !parseValue(info, raw).ok) continue;
      const written = ctx.display(e.key);
      const intent = commentMovedAbove(ctx.doc.text, e, c.comment);
      const jaas = isJaasKey(e.key);
      const secret = info.type === 'PASSWORD';
      // JaasConfig reads "#" as the start of another login module and the next word as its control
      // flag, so a JAAS line with a note refuses to parse when the client is built.
      const consequence = jaas
        ? `, and JaasConfig reads '#' as the start of another login module: building the ${reader} fails with an IllegalArgumentException from JaasConfig`
        : secret ? ', and the password no longer opens what it is for' : ` (${written} is then '${raw}', not '${c.value}')`;
      out.push({
        range: e.valueRange,
        ...(jaas ? { severity: Severity.Error } : {}),
        message: `${written} ends in '${c.comment}': a .properties file has no end-of-line comments (java.util.Properties keeps everything after the separator), so that text is part of the value the ${reader} receives${consequence}. Put the comment on a line of its own.`,
        ...(intent ? { fixes: [{ title: 'Move the comment to the line above', intents: [intent], preferred: true }] } : {}),
      });
    }
    return out;
  },
};
