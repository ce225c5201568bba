import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'kraft-quorum-even-voters';
const node = (voters: string) => `process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=${voters}\ncontroller.listener.names=CONTROLLER\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\nlog.dirs=/var/lib/kafka/data\n`;
const opts = { fileName: 'server.properties' };

describe('kraft-quorum-even-voters (a majority of 2 voters is 2)', () => {
  it('documents a bad and a good example that hold', () => assertDocsExamples(ID));

  it('two voters: a warning on the list; four: a hint that the fourth buys nothing', () => {
    const [d, ...rest] = findings(ID, node('1@kafka-1:9093,2@kafka-2:9093'), opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 2);
    assert.match(d.message, /^controller\.quorum\.voters lists 2 voters: a KRaft quorum needs a majority, and the majority of 2 is 2/);
    const [four] = findings(ID, node('1@a:9093,2@b:9093,3@c:9093,4@d:9093'), opts);
    assert.equal(four.severity, 4);
    assert.match(four.message, /the majority is 3, so 1 may be down, as with 3 voters/);
  });

  it('in a Compose file every node repeats the list: one finding, where the file first writes it', () => {
    const svc = (n: number) => `  kafka-${n}:\n    image: apache/kafka:3.8.0\n    environment:\n      KAFKA_NODE_ID: ${n}\n      KAFKA_PROCESS_ROLES: broker,controller\n      KAFKA_CONTROLLER_QUORUM_VOTERS: 1@kafka-1:9093,2@kafka-2:9093\n`;
    const ds = findings(ID, `services:\n${svc(1)}${svc(2)}`, { fileName: 'docker-compose.yml' });
    assert.deepEqual(ds.map((d) => d.range.start.line), [6]);
    assert.match(ds[0].message, /^KAFKA_CONTROLLER_QUORUM_VOTERS lists 2 voters/);
  });

  it('near misses: 1 and 3 voters, a placeholder, a ZooKeeper broker', () => {
    for (const text of [node('1@kafka-1:9093'), node('1@a:9093,2@b:9093,3@c:9093'), node('${KAFKA_VOTERS}'), 'broker.id=1\nzookeeper.connect=zk:2181\nlog.dirs=/var/lib/kafka\n']) {
      assert.deepEqual(findings(ID, text, opts), [], text);
    }
  });
});
