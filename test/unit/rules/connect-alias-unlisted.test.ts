import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectAliasUnlisted } from '../../../server/src/service/rules/connectAliasUnlisted';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix, quickFixes } from '../../support/service';

const ID = 'connect-alias-unlisted';
const opts = { fileName: 'es-sink.properties' };
const HEAD = 'name=es-sink\nconnector.class=io.example.ElasticSinkConnector\ntopics=orders\n';
const INSERT = 'org.apache.kafka.connect.transforms.InsertField$Value';

describe('connect-alias-unlisted (ConnectorConfig.transformationStages reads listed aliases only)', () => {
  it('an alias configured with colon separators but missing from the list: one warning on its first key, no fix without a class', () => {
    const text = `${HEAD}transforms:InsertField\ntransforms.InsertField.type:${INSERT}\ntransforms.InsertField.static.field:source\ntransforms.InsertSource.timestamp.field:kafka_timestamp\n`;
    const [d, ...rest] = findings(ID, text, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /^The transform alias 'InsertSource' is configured here but transforms=InsertField does not name it: Connect builds and configures only the listed aliases, so transforms\.InsertSource\.timestamp\.field is never read/);
    assert.deepEqual(quickFixes(ID, text, opts).filter((a) => /^Add/.test(a.title)), []);
  });

  it('with its class written, the fix appends the alias to the list and the file is clean', () => {
    const text = `${HEAD}transforms=InsertField\ntransforms.InsertField.type=${INSERT}\ntransforms.InsertField.static.field=source\ntransforms.InsertSource.type=${INSERT}\ntransforms.InsertSource.timestamp.field=ts\n`;
    const [d] = findings(ID, text, opts);
    assert.match(d.message, /these 2 lines \(from transforms\.InsertSource\.type\) are never read/);
    const fixed = fix(ID, text, opts);
    assert.match(fixed, /^transforms=InsertField,InsertSource$/m);
    assert.deepEqual(findings(ID, fixed, opts), []);
  });

  it('no list at all, a case difference, and a predicate alias: each named, and a case difference gets no fix', () => {
    const none = findings(ID, `${HEAD}transforms.route.type=org.apache.kafka.connect.transforms.RegexRouter\n`, opts);
    assert.match(none[0].message, /but no transforms list is written: /);
    const cased = `${HEAD}transforms=unwrap\ntransforms.unwrap.type=${INSERT}\ntransforms.Unwrap.type=${INSERT}\n`;
    const [c] = findings(ID, cased, opts);
    assert.match(c.message, /\(aliases are case-sensitive: the list has 'unwrap'\)/);
    assert.deepEqual(quickFixes(ID, cased, opts).filter((a) => /^Add/.test(a.title)), []);
    const [p] = findings(ID, `${HEAD}predicates=isTombstone\npredicates.isTombstone.type=org.apache.kafka.connect.transforms.predicates.RecordIsTombstone\npredicates.isHeartbeat.type=org.apache.kafka.connect.transforms.predicates.TopicNameMatches\n`, opts);
    assert.match(p.message, /^The predicate alias 'isHeartbeat' is configured here but predicates=isTombstone does not name it/);
  });

  it('near misses: a spaced list naming every alias, a list from a config provider, a worker file', () => {
    assert.deepEqual(findings(ID, `${HEAD}transforms= a , b \ntransforms.a.type=${INSERT}\ntransforms.a.static.field=x\ntransforms.b.type=${INSERT}\ntransforms.b.timestamp.field=ts\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}transforms=\${file:/etc/connect/chain.properties:transforms}\ntransforms.a.type=${INSERT}\n`, opts), []);
    assert.deepEqual(findings(ID, 'bootstrap.servers=kafka:9092\ngroup.id=connect\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\nkey.converter=org.apache.kafka.connect.json.JsonConverter\nvalue.converter=org.apache.kafka.connect.json.JsonConverter\n', { fileName: 'connect-distributed.properties' }), []);
  });

  it('its documented examples', () => assertDocsExamples(connectAliasUnlisted));
});
