// spring-separator-undone: Spring Boot's OriginTrackedPropertiesLoader (2.4+) starts a new
// document at a `#---` line, but when a comment line comes before the new document's first key
// it takes the split back ("document = documents.remove(documents.size() - 1)"): that is how it
// leaves decorative `#---` rules in comment blocks alone. A profile document written as
// `#---`, `# prod`, `spring.config.activate.on-profile=prod` is therefore joined to the document
// above, and the activation then applies to both: the keys above the `#---` count only under that
// profile, and the application runs without them otherwise.
import { springExtras } from './lang';
import { Severity, type Rule } from './types';

export const springSeparatorUndone: Rule = {
  id: 'spring-separator-undone',
  severity: Severity.Warning,
  clients: ['java'],
  source: 'Spring Boot OriginTrackedPropertiesLoader.load (a comment before the first key of a new document undoes the #--- split)',
  summary: 'A #--- line followed by a comment does not start a new document: the profile activation below applies to the lines above it too.',
  docs: {
    why: 'Spring Boot\'s .properties loader undoes a #--- split when a comment line comes before the first key of the new document, so the lines below join the document above. If those lines activate a profile, the activation covers the keys above the #--- as well.',
    consequence: 'The keys above the #--- apply only when that profile is active (Spring Boot OriginTrackedPropertiesLoader.load); without it the application starts without them, e.g. without its spring.kafka.bootstrap-servers.',
    bad: { file: 'application.properties', text: 'spring.kafka.bootstrap-servers=localhost:9092\nspring.kafka.producer.acks=all\n#---\n# production\nspring.config.activate.on-profile=prod\nspring.kafka.producer.acks=1\n' },
    good: { file: 'application.properties', text: 'spring.kafka.bootstrap-servers=localhost:9092\nspring.kafka.producer.acks=all\n#---\nspring.config.activate.on-profile=prod\n# production\nspring.kafka.producer.acks=1\n' },
    falsePositives: 'An application on Spring Boot 2.3 or older, where #--- is only a comment and every line belongs to one document anyway.',
    versions: 'Spring Boot 2.4 and newer',
  },
  check(ctx) {
    const x = springExtras(ctx.site);
    if (!x?.profile || !x.undoneSeparators) return [];
    return x.undoneSeparators.map((u) => {
      const edits = moveComment(ctx.doc.text, u);
      return {
      range: u.range,
      message: `Spring Boot does not start a new document here: the comment on line ${u.comment.start.line + 1} comes before the next key, so its loader joins the lines below to the document above, and '${x.profile!.rawKey}' (${x.profile!.label}) applies to the lines above this one too — without that profile they are not read. Move the comment above the #--- line.`,
      fixes: edits.length ? [{ title: 'Move the comment above the #--- line', intents: [{ kind: 'edits', edits }], preferred: true }] : undefined,
      };
    });
  },
};

/** Swaps the separator line and the comment line right below it (when it is right below). */
function moveComment(text: string, u: { range: { start: { line: number } }; comment: { start: { line: number } } }) {
  const lines = text.split('\n');
  const s = u.range.start.line;
  const c = u.comment.start.line;
  if (c !== s + 1) return [];
  return [{ range: { start: { line: s, character: 0 }, end: { line: c + 1, character: 0 } }, newText: `${lines[c]}\n${lines[s]}\n` }];
}
