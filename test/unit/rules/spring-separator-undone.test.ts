import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { springSeparatorUndone } from '../../../server/src/service/rules/springSeparatorUndone';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'spring-separator-undone';
const text = [
  'spring.kafka.bootstrap-servers=localhost:9092',
  'spring.kafka.consumer.group-id=ledger',
  '#---',
  '# cloud settings',
  'spring.config.activate.on-profile=cloud',
  'spring.kafka.bootstrap-servers=broker.internal:9093',
  '',
].join('\n');

describe('spring-separator-undone (Spring Boot OriginTrackedPropertiesLoader)', () => {
  it('warns where a comment right after #--- joins a profile to the document above, and moves the comment', () => {
    const [d, ...rest] = findings(ID, text, { fileName: 'application.properties' });
    assert.equal(rest.length, 0);
    assert.deepEqual(d.range, { start: { line: 2, character: 0 }, end: { line: 2, character: 4 } });
    assert.equal(d.message, "Spring Boot does not start a new document here: the comment on line 4 comes before the next key, so its loader joins the lines below to the document above, and 'spring.config.activate.on-profile' (profile cloud) applies to the lines above this one too — without that profile they are not read. Move the comment above the #--- line.");
    assert.equal(fix(ID, text, { fileName: 'application.properties' }), text.replace('#---\n# cloud settings\n', '# cloud settings\n#---\n'));
  });

  it('stays silent when the comment is above the separator, and when no activation follows', () => {
    assert.equal(findings(ID, text.replace('#---\n# cloud settings\n', '# cloud settings\n#---\n'), { fileName: 'application.properties' }).length, 0);
    const noProfile = 'spring.kafka.bootstrap-servers=localhost:9092\n#---\n# more keys\nspring.kafka.consumer.group-id=ledger\n';
    assert.equal(findings(ID, noProfile, { fileName: 'application.properties' }).length, 0);
    // A #--- rule inside a comment block is decoration, not a separator.
    const block = 'spring.kafka.consumer.group-id=ledger\n#---\n#--- Kafka\n#---\nspring.kafka.consumer.auto-offset-reset=earliest\n';
    assert.equal(findings(ID, block, { fileName: 'application.properties' }).length, 0);
  });

  it('its documented examples', () => assertDocsExamples(springSeparatorUndone.id));
});
