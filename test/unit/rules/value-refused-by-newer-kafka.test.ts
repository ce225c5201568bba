// Derived from the generated catalogs' validators: client.dns.lookup=default is in 2.8.2's
// ValidString and not in 3.0.2's; 4.4.0's ValidList for a connector's topics is strict (KIP-1161:
// an empty element is refused; a repeated one is dropped with a warning, so it is no finding).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { valueRefusedByNewerKafka } from '../../../server/src/service/rules/valueRefusedByNewerKafka';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'value-refused-by-newer-kafka';
const CONSUMER = 'bootstrap.servers=kafka:9092\ngroup.id=billing\n';

describe('value-refused-by-newer-kafka (catalog validators per version)', () => {
  it('client.dns.lookup=default on 2.8: a warning on the value with 3.0\'s own message', () => {
    const [d, ...rest] = findings(ID, `# kafka-tuning: client=java@2.8\n${CONSUMER}client.dns.lookup=default\n`, { fileName: 'consumer.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.deepEqual(d.range, { start: { line: 3, character: 18 }, end: { line: 3, character: 25 } });
    assert.match(d.message, /^client\.dns\.lookup=default is accepted by Kafka 2\.8 but refused from Kafka 3\.0, which does not start with it: "Invalid value default for configuration client\.dns\.lookup/);
  });

  it('an empty list element accepted by 4.1 and refused by the strict lists of a newer release (KIP-1161)', () => {
    const text = '# kafka-tuning: client=java@4.1\nname=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders,,payments\n';
    const [d] = findings(ID, text, { fileName: 'orders-sink.properties' });
    assert.ok(d, 'fires');
    assert.match(d.message, /^topics=orders,,payments is accepted by Kafka 4\.1 but refused from Kafka 4\.2/);
  });

  it('near misses: a value every version accepts, an unknown version, processing.guarantee (its own rule), a placeholder', () => {
    assert.deepEqual(findings(ID, `# kafka-tuning: client=java@2.8\n${CONSUMER}client.dns.lookup=use_all_dns_ips\n`, { fileName: 'consumer.properties' }), []);
    assert.deepEqual(findings(ID, `${CONSUMER}client.dns.lookup=default\n`, { fileName: 'consumer.properties' }), []);
    assert.deepEqual(findings(ID, '# kafka-tuning: client=java@3.7\napplication.id=a\nbootstrap.servers=k:9092\nprocessing.guarantee=exactly_once\n', { fileName: 'streams.properties' }), []);
    assert.deepEqual(findings(ID, `# kafka-tuning: client=java@2.8\n${CONSUMER}client.dns.lookup=\${DNS_LOOKUP}\n`, { fileName: 'consumer.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(valueRefusedByNewerKafka));
});
