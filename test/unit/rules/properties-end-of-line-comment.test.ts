// java.util.Properties has comment lines only: a "# note" after a value is part of the value.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { propertiesEndOfLineComment } from '../../../server/src/service/rules/propertiesEndOfLineComment';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'properties-end-of-line-comment';
const opts = { fileName: 'consumer.properties' };
const file = (line: string) => `bootstrap.servers=kafka-1:9093\ngroup.id=audit\nsecurity.protocol=SSL\nssl.truststore.location=/etc/kafka/truststore.jks\n${line}\n`;

describe('properties-end-of-line-comment (the comment is part of the value)', () => {
  it('a password with a note after it: a warning that does not repeat the password', () => {
    const [d, ...rest] = findings(ID, file('ssl.truststore.password = changeit-42  # Replace with your truststore password'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 4);
    assert.match(d.message, /^ssl\.truststore\.password ends in '# Replace with your truststore password': a \.properties file has no end-of-line comments .*the password no longer opens what it is for\. Put the comment on a line of its own\.$/);
    assert.doesNotMatch(d.message, /changeit-42/);
  });

  it('a name keeps the note in it: says what the value becomes', () => {
    const [d] = findings(ID, file('ssl.truststore.password=x\nclient.id=audit-reader # one per pod'), opts);
    assert.match(d.message, /^client\.id ends in '# one per pod': .*\(client\.id is then 'audit-reader # one per pod', not 'audit-reader'\)/);
  });

  it('the fix moves the comment above the entry, and the fixed file is clean', () => {
    const text = file('ssl.truststore.password = changeit-42  # Replace with your truststore password');
    const fixed = fix(ID, text, opts);
    assert.equal(fixed, file('# Replace with your truststore password\nssl.truststore.password = changeit-42'));
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('near misses: a # with no space, a # followed by no words, a comment line, an invalid value (invalid-value\'s), an unknown key', () => {
    for (const line of ['ssl.truststore.password=pa#ss word', 'client.id=audit #1', '# ssl.truststore.password=x # old', 'linger.ms=5 # ms', 'app.note=value # our own key']) {
      assert.deepEqual(findings(ID, file(line), opts), [], line);
    }
  });

  it('its documented examples', () => assertDocsExamples(propertiesEndOfLineComment));
});
