import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { springProfilesLegacy } from '../../../server/src/service/rules/springProfilesLegacy';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix, lint } from '../../support/service';

const ID = 'spring-profiles-legacy';
const yml = 'spring:\n  kafka:\n    consumer:\n      group-id: billing\n---\nspring:\n  profiles: docker\n  kafka:\n    bootstrap-servers: kafka:29092\n';

describe('spring-profiles-legacy (Spring Boot InvalidConfigDataPropertyException)', () => {
  it('warns on a YAML document activated with spring.profiles, once, and renames it', () => {
    const [d, ...rest] = findings(ID, yml, { fileName: 'application.yml' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 6, character: 2 }, end: { line: 6, character: 10 } });
    assert.equal(d.message, "'spring.profiles' is the activation name Spring Boot used before 2.4: Boot 2.4–2.7 still read it with a deprecation warning, Boot 3.0 and newer refuse to start (\"should be replaced with 'spring.config.activate.on-profile'\"). Write spring.config.activate.on-profile instead.");
    assert.equal(fix(ID, yml, { fileName: 'application.yml' }), yml.replace('  profiles: docker', '  config.activate.on-profile: docker'));
  });

  it('.properties: the dotted key is renamed', () => {
    const text = 'spring.kafka.producer.acks=all\n#---\nspring.profiles=prod\nspring.kafka.producer.acks=1\n';
    assert.equal(fix(ID, text, { fileName: 'application.properties' }), text.replace('spring.profiles=prod', 'spring.config.activate.on-profile=prod'));
  });

  it('a module on kafka-clients older than 2.6 (Boot 2.3 or older manages those): a hint, no rename', () => {
    const old = `# kafka-tuning: client=java@2.3.1\n${yml}`;
    const [d, ...rest] = findings(ID, old, { fileName: 'application.yml' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.match(d.message, /activation name of Spring Boot 2\.3 and older, which this module's kafka-clients 2\.3\.1 suggests it uses \(Boot 2\.4 manages 2\.6\.0\): keep it/);
    assert.throws(() => fix(ID, old, { fileName: 'application.yml' }), /no fix for spring-profiles-legacy/, 'no rename offered');
    // Near miss: 2.6.0 (Boot 2.4's own) keeps the warning and the rename.
    assert.equal(findings(ID, `# kafka-tuning: client=java@2.6.0\n${yml}`, { fileName: 'application.yml' })[0].severity, 2);
  });

  it('stays silent on on-profile and on spring.profiles.active', () => {
    assert.equal(findings(ID, yml.replace('  profiles: docker', '  config:\n    activate:\n      on-profile: docker'), { fileName: 'application.yml' }).length, 0);
    const active = 'spring:\n  profiles:\n    active: docker\n  kafka:\n    consumer:\n      group-id: billing\n';
    assert.equal(findings(ID, active, { fileName: 'application.yml' }).length, 0);
  });

  it('spring.config.use-legacy-processing: true (Boot 2.4-2.7): spring.profiles is right there, a hint without a fix', () => {
    const text = 'spring:\n  config:\n    use-legacy-processing: true\n  kafka:\n    producer:\n      acks: all\n---\nspring:\n  profiles: prod\n  kafka:\n    producer:\n      acks: 1\n';
    const found = lint(text, { fileName: 'application.yml' }).filter((d) => d.code === 'spring-profiles-legacy');
    assert.equal(found.length, 1);
    assert.equal(found[0].severity, 4);
    assert.match(found[0].message, /legacy processing, which spring\.config\.use-legacy-processing=true turns on in Boot 2\.4–2\.7: right as written/);
  });

  it('its documented examples', () => assertDocsExamples(springProfilesLegacy.id));
});
