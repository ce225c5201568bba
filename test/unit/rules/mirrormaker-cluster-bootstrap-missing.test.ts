import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findings } from '../../support/service';

const ID = 'mirrormaker-cluster-bootstrap-missing';
const mm2 = { fileName: 'mm2.properties' };

describe('mirrormaker-cluster-bootstrap-missing (MirrorMakerConfig.clusterProps: a cluster\'s keys sit under its alias)', () => {
  it('fires on the clusters line when an alias has no <alias>.bootstrap.servers, naming the key written under another prefix', () => {
    const text = 'clusters = primary, backup\nsite.primary.bootstrap.servers = p1:9092\nbackup.bootstrap.servers = b1:9092\nprimary->backup.enabled = true\n';
    const [d, ...rest] = findings(ID, text, mm2);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 0, character: 11 }, end: { line: 0, character: 26 } });
    assert.match(d.message, /^Cluster 'primary' has no primary\.bootstrap\.servers \(site\.primary\.bootstrap\.servers is not read: the alias must come first\): /);
    assert.match(d.message, /dials localhost:9092 up to Kafka 4\.1 and stops the driver at start-up from 4\.2/);
  });

  it('names every alias without an address', () => {
    const [d] = findings(ID, 'clusters = a, b\na->b.enabled = true\nsecurity.protocol = SSL\n', mm2);
    assert.match(d.message, /^Clusters 'a' and 'b' have no a\.bootstrap\.servers and b\.bootstrap\.servers: /);
  });

  it('near miss: a top-level bootstrap.servers is the address of every cluster without its own (MirrorMakerConfig.clientConfig and workerConfig carry it: connect-mirror 3.9.1, 4.2.0)', () => {
    assert.deepEqual(findings(ID, 'clusters = a, b\na->b.enabled = true\nbootstrap.servers = k:9092\n', mm2), []);
    assert.deepEqual(findings(ID, 'clusters = a, b\nb.bootstrap.servers = b1:9092\na->b.enabled = true\nbootstrap.servers = k:9092\n', mm2), []);
  });

  it('near miss: addresses given per client (<alias>.producer/consumer/admin.bootstrap.servers), which those clients take', () => {
    assert.deepEqual(findings(ID, 'clusters = east, west\neast.producer.bootstrap.servers = e1:9092\neast.consumer.bootstrap.servers = e1:9092\neast.admin.bootstrap.servers = e1:9092\nwest.bootstrap.servers = w1:9092\neast->west.enabled = true\n', mm2), []);
  });

  it('stays silent when each alias has its address, in any properties separator, or the aliases are placeholders', () => {
    assert.equal(findings(ID, 'clusters = primary, backup\nprimary.bootstrap.servers = p1:9092\nbackup.bootstrap.servers: b1:9092\nprimary->backup.enabled = true\n', mm2).length, 0);
    assert.equal(findings(ID, 'clusters=us-west,us\nus-west.bootstrap.servers w1:9092\nus.bootstrap.servers=u1:9092\n', mm2).length, 0);
    assert.equal(findings(ID, 'clusters = ${SOURCE_ALIAS}, ${TARGET_ALIAS}\n${SOURCE_ALIAS}.bootstrap.servers = s:9092\n', mm2).length, 0);
    // A Connect worker file has no clusters list: not this rule's.
    assert.equal(findings(ID, 'bootstrap.servers=k:9092\ngroup.id=g\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\n', { fileName: 'connect-distributed.properties' }).length, 0);
  });

  it('leaves the misplaced address out of the application-keys hint, which still lists the file\'s other own keys', () => {
    const text = 'clusters = primary, backup\nsite.primary.bootstrap.servers = p1:9092\nbackup.bootstrap.servers = b1:9092\nprimary->backup.enabled = true\nops.owner = team-replication\n';
    const [h, ...rest] = findings('application-keys', text, mm2);
    assert.equal(rest.length, 0);
    assert.match(h.message, /^'ops\.owner' is not a setting/);
  });
});
