// Spring profile documents (sites/spring/profiles.ts): each activation is its own site over the
// unconditional documents, documents split the way Spring Boot's loaders split them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ConfigSite } from '../../server/src/service/model';
import { springSites } from '../../server/src/service/sites/spring';
import { springEdits } from '../../server/src/service/sites/spring/edits';
import { flattenProperties } from '../../server/src/service/sites/spring/flat';
import { applyTextEdits } from '../../server/src/service/util/textEdits';
import { built } from '../support/sites';
import { doc, lint, service } from '../support/service';

const java37 = { workspace: { versions: { java: { client: 'java' as const, version: '3.7.0' } } } };
const sitesOf = (text: string, fileName: string): ConfigSite[] => {
  const d = doc(text, fileName);
  return built(d, springSites(d));
};
const table = (s: ConfigSite) => s.entries.map((e) => `${e.key}=${e.value}${e.inherited ? ' (inherited)' : ''}`);
const said = (text: string, fileName: string) => lint(text, { fileName, ...java37 }).map((d) => `${d.range.start.line + 1} ${d.code}`);

const YAML = `spring:
  kafka:
    bootstrap-servers: localhost:9092
    producer:
      acks: all
      properties:
        linger.ms: 5
---
spring:
  config:
    activate:
      on-profile: prod
  kafka:
    bootstrap-servers: kafka-1:9092,kafka-2:9092
    producer:
      properties:
        linger.ms: 20
---
spring:
  config:
    activate:
      on-profile: local
  kafka:
    bootstrap-servers: localhost:29092
`;

describe('Spring profile documents', () => {
  it('YAML: one site per activation, the unconditional document inherited and overridden in file order', () => {
    const sites = sitesOf(YAML, 'application.yml');
    assert.deepEqual(sites.map((s) => [s.id, s.label, s.range.start.line + 1]), [
      ['spring:producer#0', 'application.yml spring.kafka.producer', 4],
      ['spring:producer@prod#0', 'application.yml spring.kafka.producer (profile prod)', 15],
      ['spring:producer@local#0', 'application.yml spring.kafka.producer (profile local)', 24],
    ]);
    assert.deepEqual(table(sites[0]), ['bootstrap.servers=localhost:9092', 'acks=all', 'linger.ms=5']);
    assert.deepEqual(table(sites[1]), [
      'bootstrap.servers=localhost:9092 (inherited)', 'bootstrap.servers=kafka-1:9092,kafka-2:9092',
      'acks=all (inherited)', 'linger.ms=5 (inherited)', 'linger.ms=20',
    ]);
  });

  it('the same key in two profiles is no duplicate, and a conclusion every profile shares is said once', () => {
    // Before: three duplicate-key warnings ("no effect") and the default-changed hint on every document.
    assert.deepEqual(said(YAML, 'application.yml'), ['4 default-changed']);
  });

  it('a profile document overridden by a later unconditional document is dead text (Spring: later documents win)', () => {
    const text = 'spring.kafka.producer.acks=all\n#---\nspring.config.activate.on-profile=prod\nspring.kafka.producer.acks=1\n#---\nspring.kafka.producer.acks=all\n';
    const out = lint(text, { fileName: 'application.properties', ...java37 });
    const dup = out.filter((d) => d.code === 'duplicate-key').map((d) => [d.range.start.line + 1, d.message]);
    assert.deepEqual(dup, [
      // Line 1 holds the value line 6 restores: redundant in every profile.
      [1, "'spring.kafka.producer.acks' is set again to the same value on line 6; this line is redundant."],
      [4, "'spring.kafka.producer.acks' is set again on line 6 (value 'all'), which wins; this line has no effect."],
    ]);
  });

  it('a finding on an inherited line that only the profile causes says which profile', () => {
    const text = [
      'spring.kafka.producer.acks=1',
      '#---',
      'spring.config.activate.on-profile=ordered',
      'spring.kafka.producer.properties[max.in.flight.requests.per.connection]=1',
      '',
    ].join('\n');
    const acks = lint(text, { fileName: 'application.properties', ...java37 }).filter((d) => d.code === 'acks-durability');
    assert.equal(acks.length, 2);
    assert.ok(!/With profile/.test(acks[0].message));
    assert.match(acks[1].message, /\(With profile ordered active\.\)$/);
    assert.equal(acks[1].range.start.line, 0);
  });

  it('.properties documents split as OriginTrackedPropertiesLoader splits them', () => {
    const docsOf = (text: string) => { const f = flattenProperties(text); return f.documents.map((_, i) => f.entries.filter((e) => e.document === i).map((e) => e.name).join(',')); };
    assert.deepEqual(docsOf('a=1\n#---\nb=2\n!---\nc=3\n'), ['a', 'b', 'c']);
    // Leading blanks or trailing text: a comment, not a separator.
    assert.deepEqual(docsOf('a=1\n  #---\nb=2\n#--- prod\nc=3\n'), ['a,b,c']);
    // A #--- rule inside a # comment block (the line above has the same marker) is decoration.
    assert.deepEqual(docsOf('a=1\n# Section\n#---\nb=2\n'), ['a,b']);
    assert.deepEqual(docsOf('a=1\n! note\n#---\nb=2\n'), ['a', 'b']);
    // A comment before the new document's first key undoes the split (Spring's loader does so).
    assert.deepEqual(docsOf('a=1\n#---\n# prod settings\nb=2\n'), ['a,b']);
    assert.deepEqual(docsOf('a=1\n#---\n\nb=2\n#---  \t\nc=3\n'), ['a', 'b', 'c']);
    // Trailing blanks allowed; a value continued onto a "#---" line is part of the value.
    assert.deepEqual(docsOf('a=1 \\\n#---\nb=2\n'), ['a,b']);
  });

  it('legacy spring.profiles and a YAML on-profile list are activations too', () => {
    const text = 'spring:\n  kafka:\n    consumer:\n      group-id: a\n---\nspring:\n  profiles: dev\n  kafka:\n    consumer:\n      group-id: b\n---\nspring:\n  config:\n    activate:\n      on-profile:\n        - qa\n        - uat\n  kafka:\n    consumer:\n      group-id: c\n';
    assert.deepEqual(sitesOf(text, 'application.yml').map((s) => s.label), [
      'application.yml spring.kafka.consumer',
      'application.yml spring.kafka.consumer (profile dev)',
      'application.yml spring.kafka.consumer (profiles qa, uat)',
    ]);
    assert.deepEqual(said(text, 'application.yml').filter((x) => x.includes('duplicate')), []);
  });

  it('spring.profiles.active in the first document activates nothing for that document', () => {
    const text = 'spring:\n  profiles:\n    active: prod\n  kafka:\n    producer:\n      acks: all\n';
    assert.deepEqual(sitesOf(text, 'application.yml').map((s) => s.label), ['application.yml spring.kafka.producer']);
  });

  it('a fix for a profile site writes into the profile document, not the shared one', () => {
    const sites = sitesOf(YAML, 'application.yml');
    const local = sites.find((s) => s.id === 'spring:producer@local#0')!;
    const out = applyTextEdits(YAML, springEdits(doc(YAML, 'application.yml'), local, { kind: 'set', key: 'acks', value: '1' }));
    assert.equal(out, YAML.replace('    bootstrap-servers: localhost:29092\n', '    bootstrap-servers: localhost:29092\n    producer:\n      acks: 1\n'));
    const props = 'spring.kafka.producer.acks=all\n#---\nspring.config.activate.on-profile=prod\nspring.kafka.bootstrap-servers=b:9092\n#---\nspring.config.activate.on-profile=dev\n';
    const prod = sitesOf(props, 'application.properties').find((s) => s.id.includes('@prod'))!;
    const edited = applyTextEdits(props, springEdits(doc(props, 'application.properties'), prod, { kind: 'set', key: 'acks', value: '1' }));
    assert.equal(edited, props.replace('b:9092\n', 'b:9092\nspring.kafka.producer.acks=1\n'));
  });

  it('the hover on a profile value names the profile', () => {
    const h = service(java37).hover(doc(YAML, 'application.yml'), { line: 16, character: 9 });
    assert.match(JSON.stringify(h?.contents), /Applies with profile prod active/);
  });
});
