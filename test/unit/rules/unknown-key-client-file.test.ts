// A shared client file (serializers and deserializers side by side, so no single role) that also
// holds the application's `topic`: no client reads `topic` or Connect's `topics`, so the key is the
// application's own, not a misspelling of a framework key.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings, lint } from '../../support/service';

const shared = `bootstrap.servers=kafka-1:9092,kafka-2:9092
topic=invoices
key.serializer=org.apache.kafka.common.serialization.StringSerializer
value.serializer=org.apache.kafka.common.serialization.StringSerializer
key.deserializer=org.apache.kafka.common.serialization.StringDeserializer
value.deserializer=org.apache.kafka.common.serialization.StringDeserializer
`;
const opts = { fileName: 'kafka.properties' };

describe('unknown-key in a client file of no single role', () => {
  it("'topic' is an application key there, not a misspelt 'topics'", () => {
    assert.deepEqual(findings('unknown-key', shared, opts), []);
    const hint = lint(shared, opts).find((d) => d.code === 'application-keys');
    assert.match(hint!.message, /'topic'/);
  });

  it("near misses: a real client typo there is still one; a file with no client-only key keeps every role's keys", () => {
    const [typo] = findings('unknown-key', `${shared}client.idd=billing\n`, opts);
    assert.match(typo.message, /Did you mean 'client\.id'\?/);
    // With no key only a client reads, the file may be of any role: every ConfigDef stays in the comparison.
    const [d] = findings('unknown-key', 'bootstrap.servers=kafka-1:9092\ntopic=invoices\n', { fileName: 'invoices.properties' });
    assert.match(d.message, /Did you mean 'topics'\?/);
  });

  it("a broker key is no correction there either: 'number.of.partitions' is the application's, not a misspelt num.partitions", () => {
    assert.deepEqual(findings('unknown-key', `${shared}number.of.partitions=3\n`, opts), []);
    const hint = lint(`${shared}number.of.partitions=3\n`, opts).find((d) => d.code === 'application-keys');
    assert.match(hint!.message, /'number\.of\.partitions'/);
    // Near miss: in a broker file num.partitions is the broker's own key, and its misspelling is one.
    const [d] = findings('unknown-key', 'broker.id=1\nlog.dirs=/var/lib/kafka\nnum.partitionss=3\n', { fileName: 'server.properties' });
    assert.match(d.message, /Did you mean 'num\.partitions'\?/);
  });
});
