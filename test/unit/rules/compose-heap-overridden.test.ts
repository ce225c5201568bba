import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'compose-heap-overridden';
const compose = { fileName: 'docker-compose.yml' };
const service = (image: string, variables: string[], extra = '') => `services:\n  kafka:\n    image: ${image}\n${extra}    environment:\n${variables.map((v) => `      ${v}\n`).join('')}`;
const KRAFT = ['KAFKA_NODE_ID: 1', 'KAFKA_PROCESS_ROLES: broker,controller'];

describe('compose-heap-overridden (kafka-run-class.sh puts KAFKA_HEAP_OPTS first; the JVM keeps the last -Xmx)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('a smaller -Xmx in KAFKA_JVM_PERFORMANCE_OPTS: a warning on that variable, naming both flags', () => {
    const text = service('confluentinc/cp-kafka:7.6.1', [...KRAFT, 'KAFKA_HEAP_OPTS: "-Xms1g -Xmx1g"', 'KAFKA_JVM_PERFORMANCE_OPTS: "-Xms256m -Xmx256M"']);
    const [d, ...rest] = findings(ID, text, compose);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 7);
    assert.equal(d.message, "-Xmx256M in KAFKA_JVM_PERFORMANCE_OPTS comes after KAFKA_HEAP_OPTS's -Xmx1g on the java command line Kafka's start scripts build (kafka-run-class.sh: $KAFKA_HEAP_OPTS $KAFKA_JVM_PERFORMANCE_OPTS … $KAFKA_OPTS), and the JVM keeps the last -Xmx: this container runs with -Xmx256M, not -Xmx1g. Keep the heap flags in KAFKA_HEAP_OPTS only.");
  });

  it('KAFKA_OPTS comes last of all, on a Bitnami image too', () => {
    const [d] = findings(ID, service('bitnami/kafka:3.7', ['KAFKA_CFG_NODE_ID: 0', 'KAFKA_HEAP_OPTS: -Xmx2G', 'KAFKA_JVM_PERFORMANCE_OPTS: -Xmx1G', 'KAFKA_OPTS: -Xmx512m -javaagent:/jmx.jar']), compose);
    assert.match(d.message, /^-Xmx512m in KAFKA_OPTS comes after KAFKA_HEAP_OPTS's -Xmx2G/);
  });

  it('near misses: the same size spelled otherwise, heap flags in one variable only, no -Xmx in the later one, a command of its own', () => {
    const silent = (variables: string[], extra = '') => assert.deepEqual(findings(ID, service('apache/kafka:3.9.0', [...KRAFT, ...variables], extra), compose), [], variables.join(' | '));
    silent(['KAFKA_HEAP_OPTS: -Xmx1g', 'KAFKA_JVM_PERFORMANCE_OPTS: -Xmx1024m']);
    silent(['KAFKA_JVM_PERFORMANCE_OPTS: -Xmx256M -XX:+UseG1GC']);
    silent(['KAFKA_HEAP_OPTS: -Xms1g -Xmx1g', 'KAFKA_JVM_PERFORMANCE_OPTS: -XX:+UseG1GC -XX:MaxRAMPercentage=75']);
    silent(['KAFKA_HEAP_OPTS: -Xmx1g', 'KAFKA_OPTS: -Dlog4j.configuration=file:/etc/kafka/log4j.properties']);
    silent(['KAFKA_HEAP_OPTS: -Xmx1g', 'KAFKA_JVM_PERFORMANCE_OPTS: -Xmx256M'], '    command: ["java", "-jar", "/app/tool.jar"]\n');
  });
});
