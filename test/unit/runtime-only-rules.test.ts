// Rules marked runtimeOnly are about how the application behaves when it runs; in test sources
// (util/testSource.ts) they stay silent, and everything else still speaks there.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RULES } from '../../server/src/service/rules';
import { isTestSource } from '../../server/src/service/util/testSource';
import { producerClass } from '../support/javaCode';
import { lint } from '../support/service';

const LOOP = '    for (String row : rows) {\n      producer.send(new ProducerRecord<>("rows", row)).get();\n    }';

describe('runtime-only rules in test sources', () => {
  it('tells test sources from application sources by the build tools\' and test runners\' conventions', () => {
    for (const f of ['/r/src/test/java/a/ExporterTest.java', '/r/src/it/java/a/Flow.java', '/r/app/__tests__/kafka.ts', '/r/src/orders.test.ts', '/r/lib/orders.spec.mjs', '/r/kafka/LoadIT.java', '/r/demo/ProducerTest.java', 'C:\\r\\src\\test\\java\\A.java'])
      assert.equal(isTestSource(f), true, f);
    for (const f of ['/r/src/main/java/a/Exporter.java', '/r/src/testing/Helper.java', '/r/src/contest.ts', '/r/src/main/java/a/Attest.java', '/r/tests.properties', '/r/src/main/java/ProducerTest.java', '/r/src/main/java/a/LoadIT.java'])
      assert.equal(isTestSource(f), false, f);
  });

  it('a blocking send per record fires in src/main and is silent in src/test; a start-up refusal still fires in a test', () => {
    const main = lint(producerClass(LOOP), { fileName: 'src/main/java/a/Exporter.java' }).map((d) => d.code);
    assert.ok(main.includes('java-send-get-in-loop'), main.join(','));
    const test = lint(producerClass(LOOP), { fileName: 'src/test/java/a/ExporterTest.java' }).map((d) => d.code);
    assert.ok(!test.includes('java-send-get-in-loop'), test.join(','));
    const refused = lint('acks=0\nenable.idempotence=true\n', { fileName: 'src/test/resources/producer.properties' }).map((d) => d.code);
    assert.ok(refused.includes('idempotence-conflict'), refused.join(','));
  });

  it('only code-behaviour rules carry the mark', () => {
    const marked = RULES.filter((r) => r.runtimeOnly).map((r) => r.id);
    assert.ok(marked.length >= 20, String(marked.length));
    for (const id of ['idempotence-conflict', 'deserializer-missing', 'offset-commit-not-next', 'java-consumer-shared-across-threads', 'flush-then-exit', 'java-flush-per-record', 'send-promise-dropped']) assert.ok(!marked.includes(id), id);
  });
});
