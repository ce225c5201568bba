import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'data-dir-temp';
const broker = { fileName: 'server.properties' };
const KRAFT = 'process.roles=broker,controller\nnode.id=1\ncontroller.quorum.voters=1@localhost:9093\nlisteners=PLAINTEXT://:9092,CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\n';

describe('data-dir-temp (a broker log directory or a standalone worker offsets file under /tmp)', () => {
  it('hints at the value of log.dirs, naming the temporary entry of the list and what is lost', () => {
    const [d, ...rest] = findings(ID, `${KRAFT}log.dirs=/data/kafka-1,/tmp/kafka-2\n`, broker);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.equal(d.range.start.line, 5);
    assert.equal(d.message, "log.dirs: /tmp/kafka-2 is a temporary directory. The operating system may clean it (systemd-tmpfiles ages out /tmp entries, after 10 days in its default tmp.conf; /tmp on tmpfs is empty after a reboot), and the partitions stored there are lost with it. Kafka's sample files use /tmp paths for trying Kafka out; for anything that keeps data, use a persistent directory such as /var/lib/kafka/data.");
  });

  it('the KRaft metadata log directory and a standalone worker\'s offsets file, each on its own', () => {
    const both = findings(ID, `${KRAFT}log.dirs=/var/lib/kafka/data\nmetadata.log.dir=/var/tmp/kraft-meta\n`, broker);
    assert.equal(both.length, 1);
    assert.match(both[0].message, /^metadata\.log\.dir: \/var\/tmp\/kraft-meta is a temporary directory\. .*the cluster metadata log stored there is lost with it/);
    const [w] = findings(ID, 'bootstrap.servers=localhost:9092\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\noffset.storage.file.filename=/tmp/connect.offsets\n', { fileName: 'connect-standalone.properties' });
    assert.match(w.message, /each source connector starts again as if it had never run\. .*such as \/var\/lib\/kafka-connect\/connect\.offsets\.$/);
  });

  it('a whole node file that writes no log directory: log.dir\'s default, /tmp/kafka-logs, at the site\'s first line', () => {
    const [d, ...rest] = findings(ID, KRAFT, broker);
    assert.equal(rest.length, 0);
    assert.equal(d.range.start.line, 0);
    assert.equal(d.message, "Neither log.dirs nor log.dir is written, so this broker keeps its partitions in log.dir's default, /tmp/kafka-logs, a temporary directory. The operating system may clean it (systemd-tmpfiles ages out /tmp entries, after 10 days in its default tmp.conf; /tmp on tmpfs is empty after a reboot), and the partitions stored there are lost with it. Set log.dirs to a persistent directory such as /var/lib/kafka/data.");
    // A ZooKeeper-mode broker file too, by broker.id.
    assert.equal(findings(ID, 'broker.id=0\nlisteners=PLAINTEXT://:9092\nzookeeper.connect=zk:2181\n', broker).length, 1);
  });

  it('near misses: persistent directories, a directory merely named tmp, a fragment that writes no log directory, a Streams or client file', () => {
    assert.equal(findings(ID, `${KRAFT}log.dirs=/var/lib/kafka/data\n`, broker).length, 0);
    assert.equal(findings(ID, `${KRAFT}log.dirs=/data/tmp/kafka\n`, broker).length, 0);
    assert.equal(findings(ID, `${KRAFT}log.dirs=/tmpfs-disk/kafka\n`, broker).length, 0);
    // A fragment without the node's identity and listeners may be completed elsewhere.
    assert.equal(findings(ID, 'num.partitions=6\ndefault.replication.factor=3\n', broker).length, 0);
    assert.equal(findings(ID, 'node.id=1\nprocess.roles=broker\n', broker).length, 0);
    assert.equal(findings(ID, 'application.id=a\nbootstrap.servers=k:9092\nstate.dir=/tmp/kafka-streams\n', { fileName: 'streams.properties' }).length, 0);
    assert.equal(findings(ID, 'bootstrap.servers=k:9092\nssl.truststore.location=/tmp/truststore.jks\n', { fileName: 'producer.properties' }).length, 0);
    // A distributed worker never reads the offsets file (its offsets are in offset.storage.topic).
    assert.equal(findings(ID, 'bootstrap.servers=k:9092\ngroup.id=connect\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\noffset.storage.file.filename=/tmp/connect.offsets\n', { fileName: 'connect-distributed.properties' }).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
