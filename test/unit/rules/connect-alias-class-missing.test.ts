import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { connectAliasClassMissing } from '../../../server/src/service/rules/connectAliasClassMissing';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'connect-alias-class-missing';
const opts = { fileName: 'orders-sink.properties' };
const HEAD = 'name=orders-sink\nconnector.class=io.example.OrdersSinkConnector\ntopics=orders\n';
const ROUTER = 'transforms.route.type=org.apache.kafka.connect.transforms.RegexRouter\ntransforms.route.regex=(.*)\ntransforms.route.replacement=$1-archive\n';

describe('connect-alias-class-missing (ConnectorConfig.enrich: <list>.<alias>.type is required)', () => {
  it('a listed transform without its class: an error on the list value naming the key', () => {
    const [d, ...rest] = findings(ID, `${HEAD}transforms=route\ntransforms.route.regex=(.*)\n`, opts);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 1);
    assert.deepEqual(d.range, { start: { line: 3, character: 11 }, end: { line: 3, character: 16 } });
    assert.match(d.message, /^transforms lists 'route' but no transforms\.route\.type names its class: .* refuses the connector config with a ConfigException on transforms\.route\.type \("Not a Transformation"\)\.$/);
  });

  it('a listed predicate without its class, and a transform naming a predicate the list lacks', () => {
    const [p] = findings(ID, `${HEAD}transforms=route\n${ROUTER}transforms.route.predicate=isFoo\npredicates=isFoo\n`, opts);
    assert.match(p.message, /^predicates lists 'isFoo' but no predicates\.isFoo\.type .*\("Not a Predicate"\)/);
    const [r] = findings(ID, `${HEAD}transforms=route\n${ROUTER}transforms.route.predicate=isFoo\n`, opts);
    assert.equal(r.range.start.line, 7);
    assert.match(r.message, /^transforms\.route\.predicate=isFoo, but no predicates list is written: .*Unknown configuration 'predicates\.isFoo\.…'/);
  });

  it('a trailing comma and a duplicate alias are refused too (ConfigDef keeps empty list items; the alias validator refuses duplicates)', () => {
    const [e] = findings(ID, `${HEAD}transforms=route,\n${ROUTER}`, opts);
    assert.match(e.message, /^transforms has an empty item .* ConfigException on transforms\.\.type \("Not a Transformation"\)/);
    const [d] = findings(ID, `${HEAD}transforms=route, route\n${ROUTER}`, opts);
    assert.match(d.message, /^transforms names 'route' twice: Connect refuses the connector config with ConfigException "Duplicate alias provided\."/);
  });

  it('near misses: every alias has its class, the predicate is listed, an unlisted alias names a predicate, placeholders', () => {
    assert.deepEqual(findings(ID, `${HEAD}transforms=route\n${ROUTER}`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}transforms=route\n${ROUTER}transforms.route.predicate=isFoo\npredicates=isFoo\npredicates.isFoo.type=org.apache.kafka.connect.transforms.predicates.TopicNameMatches\npredicates.isFoo.pattern=foo.*\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}transforms=\ntransforms.old.predicate=isFoo\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}transforms=\${env:TRANSFORMS}\n`, opts), []);
    assert.deepEqual(findings(ID, `${HEAD}transforms=route\n${ROUTER}transforms.route.predicate=\${env:PREDICATE}\n`, opts), []);
  });

  it('its documented examples', () => assertDocsExamples(connectAliasClassMissing));
});
