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

  it('the fix keeps the rest as written: a Windows path\'s backslashes stay (review)', () => {
    const text = file('ssl.truststore.password=x\nssl.keystore.location=C:\\certs\\client.jks  # the laptop copy');
    assert.equal(fix(ID, text, opts), file('ssl.truststore.password=x\n# the laptop copy\nssl.keystore.location=C:\\certs\\client.jks'));
  });

  it('a JAAS line with a note fails to parse: an error naming JaasConfig (review)', () => {
    const jaas = 'sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="audit" password="p"; # prod creds';
    const [d] = findings(ID, `bootstrap.servers=kafka-1:9093\ngroup.id=audit\nsecurity.protocol=SASL_SSL\nsasl.mechanism=PLAIN\n${jaas}\n`, opts);
    assert.equal(d.severity, 1);
    assert.match(d.message, /^sasl\.jaas\.config ends in '# prod creds': .*JaasConfig reads '#' as the start of another login module: building the consumer fails/);
  });

  it('a note after ! counts too, and a Spring Boot .properties file is read the same way', () => {
    assert.equal(findings(ID, file('ssl.truststore.password=x\nclient.id=audit-reader ! one per pod'), opts).length, 1);
    const spring = 'spring.kafka.bootstrap-servers=kafka:9092\nspring.kafka.consumer.group-id=audit\nspring.kafka.consumer.properties.client.rack=eu-west-1a # the zone of this pod\n';
    assert.match(findings(ID, spring, { fileName: 'application.properties' })[0]?.message ?? '', /client\.rack\]?\S* ends in '# the zone of this pod'/);
  });

  it('near misses: a # with no space, a # followed by no words, a comment line, an invalid value (invalid-value\'s), an unknown key', () => {
    for (const line of ['ssl.truststore.password=pa#ss word', 'client.id=audit #1', '# ssl.truststore.password=x # old', 'linger.ms=5 # ms', 'app.note=value # our own key']) {
      assert.deepEqual(findings(ID, file(line), opts), [], line);
    }
  });

  it('its documented examples', () => assertDocsExamples(propertiesEndOfLineComment));
});
