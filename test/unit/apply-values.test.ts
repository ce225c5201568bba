// "Apply to this config" (kafkaTuning/applyValues): the language service turns chosen values into
// edits in the site's own syntax; applying them and analysing again must show the new values.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApplyValuesRequest } from '../../common/src/protocol';
import { createLanguageService } from '../../server/src/service';
import type { SourceDocument } from '../../server/src/service/model';
import { applyTextEdits } from '../../server/src/service/util/textEdits';

const svc = createLanguageService();

function applyAt(doc: SourceDocument, siteIndex: number, values: Record<string, string>) {
  const before = svc.sites(doc);
  assert.ok(before[siteIndex], `site #${siteIndex} exists in ${doc.fileName}`);
  const id = before[siteIndex].id;
  const r = svc.applyValues(doc, id, values);
  assert.ok(r.edits && r.edits.length > 0, `edits expected: ${r.reason}`);
  // The answer must pass the wire schema the client validates against.
  assert.ok(ApplyValuesRequest.result.safeParse({ edit: { changes: { [doc.uri]: r.edits } }, skipped: r.skipped }).success);
  const text = applyTextEdits(doc.text, r.edits);
  const after = svc.sites({ ...doc, text });
  assert.equal(after.length, before.length, `no site lost or added:\n${text}`);
  // The site keeps its id across the edit: the benchmark panel finds it again by that id.
  const site = after.find((x) => x.id === id);
  assert.ok(site, `site ${id} is still there after the edit (ids now: ${after.map((x) => x.id).join(', ')})`);
  return { text, site, r, diagnostics: svc.diagnostics({ ...doc, text }) };
}

describe('applyValues', () => {
  it('.properties: replaces an existing key and adds a missing one', () => {
    const doc: SourceDocument = { uri: 'file:///w/producer.properties', fileName: '/w/producer.properties', languageId: 'properties', text: 'bootstrap.servers=localhost:9092\nlinger.ms=0\nacks=all\n' };
    const { text, site } = applyAt(doc, 0, { 'linger.ms': '20', 'batch.size': '65536' });
    assert.match(text, /^linger\.ms=20$/m);
    assert.doesNotMatch(text, /linger\.ms=0/);
    assert.equal(site.explicit['linger.ms'], '20');
    assert.equal(site.explicit['batch.size'], '65536');
    assert.equal(site.explicit['acks'], 'all');
  });

  it('Java: writes puts in the file\'s constant style', () => {
    const text = [
      'import java.util.Properties;',
      'import org.apache.kafka.clients.producer.KafkaProducer;',
      'import org.apache.kafka.clients.producer.ProducerConfig;',
      'class P {',
      '  KafkaProducer<String, String> make() {',
      '    Properties props = new Properties();',
      '    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, "localhost:9092");',
      '    props.put(ProducerConfig.LINGER_MS_CONFIG, 0);',
      '    return new KafkaProducer<>(props);',
      '  }',
      '}',
      '',
    ].join('\n');
    const doc: SourceDocument = { uri: 'file:///w/P.java', fileName: '/w/P.java', languageId: 'java', text };
    const i = svc.sites(doc).findIndex((s) => s.role === 'producer');
    assert.ok(i >= 0);
    const { text: out, site } = applyAt(doc, i, { 'linger.ms': '10', 'batch.size': '32768' });
    assert.match(out, /ProducerConfig\.LINGER_MS_CONFIG, 10\)/);
    assert.match(out, /ProducerConfig\.BATCH_SIZE_CONFIG/);
    assert.equal(site.explicit['linger.ms'], '10');
    assert.equal(site.explicit['batch.size'], '32768');
  });

  it('TS (kafkajs): spells keys the kafkajs way and skips keys kafkajs has no setting for', () => {
    const text = "import { Kafka } from 'kafkajs';\nconst kafka = new Kafka({ brokers: ['localhost:9092'] });\nconst consumer = kafka.consumer({\n  groupId: 'g',\n  minBytes: 1,\n});\n";
    const doc: SourceDocument = { uri: 'file:///w/c.ts', fileName: '/w/c.ts', languageId: 'typescript', text };
    const i = svc.sites(doc).findIndex((s) => s.role === 'consumer');
    assert.ok(i >= 0);
    const { text: out, site, r } = applyAt(doc, i, { 'fetch.min.bytes': '65536', 'fetch.max.wait.ms': '100', 'linger.ms': '5' });
    assert.match(out, /minBytes: 65536/);
    assert.match(out, /maxWaitTimeInMs: 100/);
    assert.deepEqual(r.skipped, ['linger.ms']);
    assert.equal(site.explicit['fetch.min.bytes'], '65536');
    assert.equal(site.explicit['fetch.max.wait.ms'], '100');
  });

  it('Spring YAML: sets a first-class key and a pass-through key under properties', () => {
    const text = 'spring:\n  kafka:\n    producer:\n      acks: "1"\nserver:\n  port: 8080\n';
    const doc: SourceDocument = { uri: 'file:///w/application.yml', fileName: '/w/application.yml', languageId: 'yaml', text };
    const i = svc.sites(doc).findIndex((s) => s.role === 'producer');
    assert.ok(i >= 0);
    const { text: out, site } = applyAt(doc, i, { acks: 'all', 'linger.ms': '10', 'batch.size': '32768' });
    assert.equal(site.explicit['acks'], 'all', out);
    assert.equal(site.explicit['linger.ms'], '10', out);
    assert.equal(site.explicit['batch.size'], '32768', out);
    assert.match(out, /server:\n {2}port: 8080/);
  });

  it('an unknown site id answers with no edit and a reason', () => {
    const doc: SourceDocument = { uri: 'file:///w/producer.properties', fileName: '/w/producer.properties', languageId: 'properties', text: 'linger.ms=0\n' };
    const r = svc.applyValues(doc, 'properties#7', { 'linger.ms': '5' });
    assert.equal(r.edits, undefined);
    assert.match(r.reason ?? '', /properties#7 is no longer in the document/);
  });
});
