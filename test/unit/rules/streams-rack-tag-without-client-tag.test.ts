import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { streamsRackTagWithoutClientTag } from '../../../server/src/service/rules/streamsRackTagWithoutClientTag';
import { findings } from '../../support/service';

const ID = 'streams-rack-tag-without-client-tag';
const opts = { fileName: 'streams.properties' };

describe(ID, () => {
  it('a tag with no client.tag.<tag> value: StreamsConfig refuses it', () => {
    const [d, ...rest] = findings(ID, 'application.id=orders\nrack.aware.assignment.tags=zone,cluster\nclient.tag.cluster=k8s-1\n', opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 1, character: 27 }, end: { line: 1, character: 39 } });
    assert.equal(d.message, 'rack.aware.assignment.tags names \'zone\' but no client.tag.zone is set: Kafka Streams refuses to start (ConfigException "Contains invalid value [zone] which doesn\'t have corresponding tag set via [client.tag.] prefix.", Kafka 4.4.0). Give this instance its value, e.g. client.tag.zone=<value>.');
  });

  it('near misses: every tag given, an empty list, a version without the key (3.0)', () => {
    assert.equal(findings(ID, 'application.id=orders\nrack.aware.assignment.tags=zone\nclient.tag.zone=eu-1a\n', opts).length, 0);
    assert.equal(findings(ID, 'application.id=orders\nrack.aware.assignment.tags=\n', opts).length, 0);
    assert.equal(findings(ID, '# kafka-tuning: client=java@3.0.2\napplication.id=orders\nrack.aware.assignment.tags=zone\n', opts).length, 0);
  });

  it('its documentation examples: the bad one fires, the good one is silent', () => {
    const docs = streamsRackTagWithoutClientTag.docs!;
    assert.equal(findings(ID, docs.bad.text, { fileName: docs.bad.file }).length, 1);
    assert.equal(findings(ID, docs.good.text, { fileName: docs.good.file }).length, 0);
  });
});
