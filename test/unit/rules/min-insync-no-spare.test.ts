import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

const ID = 'min-insync-no-spare';
const broker = { fileName: 'server.properties' };
const HEAD = 'process.roles=broker\nnode.id=2\n';

describe('min-insync-no-spare (a minimum in-sync count equal to, or above, its replication factor)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('the transaction log at 3 and 3: information on the min.isr (only transactions write there), and its fix leaves one broker spare', () => {
    const text = `${HEAD}transaction.state.log.replication.factor=3\ntransaction.state.log.min.isr=3\n`;
    const [d, ...rest] = findings(ID, text, broker);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 3);
    assert.equal(d.message, 'transaction.state.log.min.isr=3 equals transaction.state.log.replication.factor=3: every replica of the transaction log (__transaction_state) must be in sync for a write, so while any one of their brokers is down transactional producers cannot initialise, send offsets or commit (NOT_ENOUGH_REPLICAS). transaction.state.log.min.isr=2 lets one broker be down.');
    assert.match(fix(ID, text, broker), /^transaction\.state\.log\.min\.isr=2$/m);
  });

  it('a factor of 2 written with the min.isr left at its default 2; a minimum above its factor, held to it from Kafka 3.7', () => {
    const [d] = findings(ID, `${HEAD}transaction.state.log.replication.factor=2\n`, broker);
    assert.match(d.message, /^transaction\.state\.log\.min\.isr=2 \(default\) equals transaction\.state\.log\.replication\.factor=2:/);
    assert.equal(d.range.start.line, 2);
    const [above] = findings(ID, `${HEAD}default.replication.factor=2\nmin.insync.replicas=3\n`, broker);
    assert.equal(above.severity, 2);
    assert.equal(above.message, 'min.insync.replicas=3 is above default.replication.factor=2: a broker of Kafka 3.7 or newer holds it to 2 (KAFKA-15583), so every replica of topics created with the default replication factor must be in sync and while any one of their brokers is down acks=all writes to them fail (NOT_ENOUGH_REPLICAS); before 3.7 none of those writes succeeds. min.insync.replicas=1 lets one broker be down.');
  });

  it('a factor of 1 under a minimum of 2: fine from Kafka 3.7 (held to the factor), refused before it', () => {
    const one = `${HEAD}transaction.state.log.replication.factor=1\n`;
    assert.deepEqual(findings(ID, one, broker), []);
    assert.deepEqual(findings(ID, `# kafka-tuning: client=java@3.7.0\n${one}`, broker), []);
    const [old] = findings(ID, `# kafka-tuning: client=java@3.5.1\n${one}`, broker);
    assert.equal(old.message, 'transaction.state.log.min.isr=2 (default) is above transaction.state.log.replication.factor=1: the transaction log (__transaction_state) can never have 2 replicas in sync, and a Kafka 3.5.1 broker does not hold the minimum to the factor (3.7 does, KAFKA-15583), so transactional producers cannot initialise, send offsets or commit (NOT_ENOUGH_REPLICAS). Set transaction.state.log.min.isr=1.');
    assert.match(fix(ID, `# kafka-tuning: client=java@3.5.1\n${one}`, broker), /^transaction\.state\.log\.min\.isr=1$/m);
  });

  it('a Compose broker on an image that writes its config from the variables alone', () => {
    const compose = 'services:\n  kafka:\n    image: confluentinc/cp-kafka:7.6.1\n    environment:\n      KAFKA_NODE_ID: 1\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: 3\n      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: 3\n';
    assert.equal(findings(ID, compose, { fileName: 'docker-compose.yml' }).length, 1);
  });

  it('near misses: one spare replica, a one-broker pair of 1 and 1, the defaults, nothing written', () => {
    const none = (text: string) => assert.deepEqual(findings(ID, `${HEAD}${text}`, broker), [], text);
    none('transaction.state.log.replication.factor=3\ntransaction.state.log.min.isr=2\n');
    none('transaction.state.log.replication.factor=1\ntransaction.state.log.min.isr=1\nmin.insync.replicas=1\n');
    none('default.replication.factor=3\nmin.insync.replicas=2\n');
    none('num.partitions=3\n');
  });

  it('a one-voter broker-and-controller node: single-node-internal-replication alone speaks of its factor of 3 (check 88)', () => {
    const node = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\ntransaction.state.log.replication.factor=3\ntransaction.state.log.min.isr=3\n';
    assert.deepEqual(findings(ID, node, broker), []);
    assert.ok(findings('single-node-internal-replication', node, broker).some((d) => d.range.start.line === 5));
    // Near miss: with three voters the node is one of several brokers, and the minimum is reported.
    assert.equal(findings(ID, node.replace('1@localhost:9093', '1@a:9093,2@b:9093,3@c:9093'), broker).length, 1);
  });
});
