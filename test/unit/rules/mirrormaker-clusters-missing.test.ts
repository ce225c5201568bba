import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mirrormakerClustersMissing } from '../../../server/src/service/rules/mirrormakerClustersMissing';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'mirrormaker-clusters-missing';

describe('mirrormaker-clusters-missing (MirrorMakerConfig: clusters has no default)', () => {
  it('an mm2.properties written like one client\'s config: an error on its first key', () => {
    const [d, ...rest] = findings(ID, '# replication to the DR site\nbootstrap.servers=host21:9092\nconsumer.client.id=mm2-client\n', { fileName: 'mm2.properties' });
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 1);
    assert.match(d.message, /Missing required configuration "clusters" which has no default value\./);
  });

  it('near misses: clusters written, a MirrorSourceConnector config, the old MirrorMaker\'s consumer file, a file named otherwise', () => {
    assert.deepEqual(findings(ID, 'clusters=a,b\na.bootstrap.servers=x:9092\nb.bootstrap.servers=y:9092\n', { fileName: 'mm2.properties' }), []);
    assert.deepEqual(findings(ID, 'connector.class=org.apache.kafka.connect.mirror.MirrorSourceConnector\nsource.cluster.alias=a\ntarget.cluster.alias=b\n', { fileName: 'mm2-source.properties' }), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=x:9092\ngroup.id=mirror\nauto.offset.reset=earliest\n', { fileName: 'mirror-maker-consumer.properties' }), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=x:9092\nconsumer.client.id=c\n', { fileName: 'mirrormaker.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(mirrormakerClustersMissing));
});
