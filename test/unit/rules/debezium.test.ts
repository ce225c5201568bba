// The Debezium rules, with the release the workspace runs read from a compose file's
// debezium/connect image (crossFile/compose.ts composeDebeziumVersion).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeImages, composeKafkaServices, type ComposeFile } from '../../../server/src/service/crossFile/compose';
import { debeziumPostgresDecoderbufs } from '../../../server/src/service/rules/debeziumPostgresDecoderbufs';
import { debeziumRenamedKey } from '../../../server/src/service/rules/debeziumRenamedKey';
import { debeziumSnapshotAlways } from '../../../server/src/service/rules/debeziumSnapshotAlways';
import { debeziumUnwrapRemoved } from '../../../server/src/service/rules/debeziumUnwrapRemoved';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings, fix } from '../../support/service';

/** A compose file beside the connector (file:///test/…): a Connect image and a database. */
function stack(connect: string, database: string): { workspace: { compose: ComposeFile[] }; fileName: string } {
  const text = `services:\n  connect:\n    image: ${connect}\n    environment:\n      BOOTSTRAP_SERVERS: kafka:9092\n  db:\n    image: ${database}\n`;
  return { fileName: 'inventory.json', workspace: { compose: [{ file: 'file:///test/docker-compose.yml', label: 'docker-compose.yml', services: composeKafkaServices(text), containers: composeImages(text) }] } };
}
const MYSQL = (...lines: string[]) => `{\n  "name": "inventory",\n  "config": {\n    "connector.class": "io.debezium.connector.mysql.MySqlConnector",\n    "database.hostname": "mysql",\n${lines.map((l) => `    ${l}`).join(',\n')}\n  }\n}\n`;
const json = { fileName: 'inventory.json' };

describe('debezium-renamed-key (Debezium 2.0 renamed database.server.name, database.history.*, the filters)', () => {
  const ID = 'debezium-renamed-key';
  it('on a debezium/connect:2.5 stack: topic.prefix missing is an error, the history topic an error, a whitelist a warning', () => {
    const text = MYSQL('"database.server.name": "dbserver1"', '"database.history.kafka.topic": "schema-changes"', '"table.whitelist": "inventory.orders"');
    const ds = findings(ID, text, stack('debezium/connect:2.5', 'mysql:8.0'));
    assert.deepEqual(ds.map((d) => d.severity), [1, 1, 2]);
    assert.match(ds[0].message, /^database\.server\.name is not read by Debezium 2\.5 \(docker-compose\.yml \(debezium\/connect:2\.5\)\): 2\.0 renamed it topic\.prefix, so topic\.prefix is required, so the worker refuses the connector: "The 'topic\.prefix' value is invalid: A value is required"\./);
    assert.match(ds[1].message, /its task fails when it starts: "The 'schema\.history\.internal\.kafka\.topic' value is invalid/);
    assert.match(ds[2].message, /the filter written here no longer applies, and the connector captures what it left out, silently \(the filters it reads still apply\)/);
  });

  it('no release known: a hint that says which releases it is right for (check 64: 1.x tutorials); the fix renames the key and keeps valid JSON', () => {
    const text = MYSQL('"database.server.name": "dbserver1"');
    const [d] = findings(ID, text, json);
    assert.equal(d.severity, 4);
    assert.match(d.message, /renamed topic\.prefix in Debezium 2\.0 \(October 2022\).*Debezium 1\.x reads database\.server\.name; no compose file or Dockerfile that could be read and is tied to this connector \(in its folder or above, or running its database host\) names one debezium\/connect release\./);
    const fixed = fix('debezium-renamed-key', text, json);
    assert.match(fixed, /"topic\.prefix": "dbserver1"/);
    assert.deepEqual(findings(ID, fixed, json), []);
  });

  it('a database.history.* key that is no setting under either name gets no new name (check 37)', () => {
    const text = MYSQL('"database.history.kafka.topic.auto.create": "true"', '"topic.prefix": "dbserver1"');
    assert.deepEqual(findings(ID, text, stack('debezium/connect:2.5', 'mysql:8.0')), []);
    assert.equal(findings(ID, MYSQL('"database.history.kafka.recovery.attempts": "10"', '"topic.prefix": "dbserver1"'), stack('debezium/connect:2.5', 'mysql:8.0')).length, 1);
  });

  it('no release known and several renamed keys: one hint for the connector, whose fix renames them all (checks 35, 36, 64)', () => {
    const text = MYSQL('"database.server.name": "dbserver1"', '"table.whitelist": "inventory.orders"', '"database.history.kafka.topic": "schema-changes"', '"database.history.kafka.bootstrap.servers": "kafka:9092"');
    const [d, ...rest] = findings(ID, text, json);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.match(d.message, /^Debezium 2\.0 \(October 2022\) reads 4 keys this connector writes under other names only \(database\.server\.name → topic\.prefix, table\.whitelist → table\.include\.list, database\.history\.kafka\.topic → schema\.history\.internal\.kafka\.topic, database\.history\.kafka\.bootstrap\.servers → schema\.history\.internal\.kafka\.bootstrap\.servers\): from 2\.0 on, topic\.prefix is required, .*; the filter written here no longer applies, .*; the connector is created, then its task fails .*\. Debezium 1\.x reads the names written here; no compose file or Dockerfile that could be read and is tied to this connector \(in its folder or above, or running its database host\) names one debezium\/connect release\.$/);
    const fixed = fix(ID, text, json);
    assert.match(fixed, /"topic\.prefix": "dbserver1"[\s\S]*"table\.include\.list"[\s\S]*"schema\.history\.internal\.kafka\.topic"/);
    assert.deepEqual(findings(ID, fixed, json), []);
  });

  it('near misses: a 1.9 stack (the 1.x names are right there; a whitelist gets a hint), the 2.x names, another vendor\'s connector', () => {
    assert.deepEqual(findings(ID, MYSQL('"database.server.name": "dbserver1"'), stack('debezium/connect:1.9', 'mysql:8.0')), []);
    const [h] = findings(ID, MYSQL('"database.server.name": "dbserver1"', '"table.whitelist": "inventory.orders"'), stack('quay.io/debezium/connect:1.9.7.Final', 'mysql:8.0'));
    assert.equal(h.severity, 4);
    assert.deepEqual(findings(ID, MYSQL('"topic.prefix": "dbserver1"', '"table.include.list": "inventory.orders"'), stack('debezium/connect:2.5', 'mysql:8.0')), []);
    assert.deepEqual(findings(ID, '{"connector.class": "com.example.LegacyCdc", "database.server.name": "x"}', json), []);
  });

  it('a Confluent worker that installs the Debezium plugin at start-up runs that release (check 58: 1.7.0 from confluent-hub)', () => {
    const text = 'services:\n  connect:\n    image: confluentinc/cp-kafka-connect:7.3.0\n    command: ["bash", "-c", "confluent-hub install --no-prompt debezium/debezium-connector-mysql:1.7.0 && /etc/confluent/docker/run"]\n  mysql:\n    image: mysql:8.0\n';
    const workspace = { compose: [{ file: 'file:///test/docker-compose.yml', label: 'docker-compose.yml', services: composeKafkaServices(text), containers: composeImages(text) }] };
    assert.equal(composeKafkaServices(text)[0].debeziumVersion, '1.7.0');
    assert.deepEqual(findings(ID, MYSQL('"database.server.name": "dbserver1"'), { fileName: 'inventory.json', workspace }), []);
    // Two releases installed: none is known, as before.
    const two = text.replace('&& /etc', '&& confluent-hub install --no-prompt debezium/debezium-connector-postgresql:2.5.0 && /etc');
    assert.equal(composeKafkaServices(two)[0].debeziumVersion, undefined);
  });

  it('with no release known, two filters with one consequence say it once', () => {
    const [d] = findings(ID, MYSQL('"database.server.name": "dbserver1"', '"database.whitelist": "inventory"', '"table.whitelist": "inventory.orders"'), json);
    assert.equal(d.message.split('the filter written here no longer applies, and the connector captures what it left out, silently (the filters it reads still apply)').length, 2, d.message);
  });

  it('the database.history.* keys are one rename: one finding on the first, and its fix renames them all', () => {
    const text = MYSQL('"topic.prefix": "dbserver1"', '"database.history.kafka.bootstrap.servers": "kafka:9092"', '"database.history.kafka.topic": "schema-changes"');
    const ds = findings('debezium-renamed-key', text, stack('debezium/connect:2.5', 'mysql:8.0'));
    assert.equal(ds.length, 1);
    assert.equal(ds[0].severity, 1);
    assert.match(ds[0].message, /^database\.history\.kafka\.bootstrap\.servers, database\.history\.kafka\.topic are not read by Debezium 2\.5/);
    const fixed = fix('debezium-renamed-key', text, json);
    assert.match(fixed, /"schema\.history\.internal\.kafka\.bootstrap\.servers": "kafka:9092"/);
    assert.match(fixed, /"schema\.history\.internal\.kafka\.topic": "schema-changes"/);
  });

  it('a file that sets topic.prefix is written for 2.x: its 1.x keys are judged as on 2.x, named so', () => {
    const text = MYSQL('"topic.prefix": "dbserver1"', '"database.history.kafka.topic": "schema-changes"');
    const [d] = findings('debezium-renamed-key', text, json);
    assert.equal(d.severity, 1);
    assert.match(d.message, /^database\.history\.kafka\.topic is not read by Debezium 2\.0 or newer \(this file sets topic\.prefix, which only 2\.0 and newer read\)/);
  });

  it('near miss: database.history.* on PostgreSQL, which has no schema history in any release', () => {
    const text = '{"connector.class": "io.debezium.connector.postgresql.PostgresConnector", "plugin.name": "pgoutput", "topic.prefix": "pg", "database.history.kafka.bootstrap.servers": "kafka:9092", "database.history.kafka.topic": "h"}';
    assert.deepEqual(findings('debezium-renamed-key', text, json), []);
  });

  it('near miss: a PostgreSQL connector on a wal2json decoder (removed in 2.0) is a 1.x file: not judged without a release', () => {
    const text = '{"connector.class": "io.debezium.connector.postgresql.PostgresConnector", "plugin.name": "wal2json", "database.server.name": "pg"}';
    assert.deepEqual(findings('debezium-renamed-key', text, json), []);
  });

  it('both names written: the old one is a hint to remove', () => {
    const [d] = findings(ID, MYSQL('"database.server.name": "dbserver1"', '"topic.prefix": "dbserver1"'), json);
    assert.equal(d.severity, 4);
    assert.match(d.message, /Remove it\./);
  });

  it('its documented examples', () => assertDocsExamples(debeziumRenamedKey));
});

describe('debezium-unwrap-removed (UnwrapFromEnvelope, removed in Debezium 1.2)', () => {
  const ID = 'debezium-unwrap-removed';
  const PG = (type: string) => `{\n  "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n  "plugin.name": "pgoutput",\n  "topic.prefix": "shop",\n  "transforms": "unwrap",\n  "transforms.unwrap.type": "${type}"\n}\n`;
  it('a warning without a known release, an error on a 2.x stack; the fix names ExtractNewRecordState', () => {
    const [w] = findings(ID, PG('io.debezium.transforms.UnwrapFromEnvelope'), json);
    assert.equal(w.severity, 2);
    assert.match(w.message, /^Debezium removed this class in 1\.2 \(2020\): creating the connector fails with "Invalid value io\.debezium\.transforms\.UnwrapFromEnvelope for configuration transforms\.unwrap\.type: Class io\.debezium\.transforms\.UnwrapFromEnvelope could not be found\."/);
    assert.equal(findings(ID, PG('io.debezium.transforms.UnwrapFromEnvelope'), stack('debezium/connect:2.1', 'postgres:15'))[0].severity, 1);
    assert.match(fix('debezium-unwrap-removed', PG('io.debezium.transforms.UnwrapFromEnvelope'), json), /"transforms\.unwrap\.type": "io\.debezium\.transforms\.ExtractNewRecordState"/);
  });

  it('near misses: ExtractNewRecordState, a 1.1 stack (a hint: deprecated, still loaded)', () => {
    assert.deepEqual(findings(ID, PG('io.debezium.transforms.ExtractNewRecordState'), json), []);
    assert.equal(findings(ID, PG('io.debezium.transforms.UnwrapFromEnvelope'), stack('debezium/connect:1.1', 'postgres:12'))[0].severity, 4);
  });

  it('its documented examples', () => assertDocsExamples(debeziumUnwrapRemoved));
});

describe('debezium-postgres-decoderbufs (plugin.name defaults to decoderbufs)', () => {
  const ID = 'debezium-postgres-decoderbufs';
  const PG = (extra = '') => `{\n  "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n  "database.hostname": "postgres",\n  "topic.prefix": "shop"${extra}\n}\n`;
  it('with the official postgres image in the compose file: a warning naming it; the fix sets pgoutput', () => {
    const [d] = findings(ID, PG(), stack('debezium/connect:2.5', 'postgres:16-alpine'));
    assert.equal(d.severity, 2);
    assert.match(d.message, /the postgres:16-alpine image in docker-compose\.yml does not have/);
    assert.match(fix('debezium-postgres-decoderbufs', PG(), json), /"plugin\.name": "pgoutput"/);
  });

  it('no database image known: a hint, with the condition under which the default works (check 64)', () => {
    const [d] = findings(ID, PG(), json);
    assert.equal(d.severity, 4);
    assert.match(d.message, /unless your database has decoderbufs/);
  });

  it('near misses: Debezium\'s own postgres image, plugin.name written, a MySQL connector', () => {
    assert.deepEqual(findings(ID, PG(), stack('debezium/connect:2.5', 'debezium/postgres:15')), []);
    assert.deepEqual(findings(ID, PG(',\n  "plugin.name": "decoderbufs"'), json), []);
    assert.deepEqual(findings(ID, MYSQL('"topic.prefix": "x"'), json), []);
  });

  it('a compose file in a sibling folder that runs the connector\'s database (database.hostname) speaks for it', () => {
    const text = 'services:\n  customerdb:\n    image: debezium/postgres:13\n  connect:\n    image: debezium/connect:2.1.1.Final\n';
    const workspace = { compose: [{ file: 'file:///test/docker/docker-compose.yml', label: 'docker/docker-compose.yml', services: composeKafkaServices(text), containers: composeImages(text) }] };
    const pg = (host: string) => `{"connector.class": "io.debezium.connector.postgresql.PostgresConnector", "database.hostname": "${host}", "database.server.name": "customers"}`;
    assert.deepEqual(findings(ID, pg('customerdb'), { fileName: 'customer-connector.json', workspace }), []);
    const [renamed] = findings('debezium-renamed-key', pg('customerdb'), { fileName: 'customer-connector.json', workspace });
    assert.equal(renamed.severity, 1);
    assert.match(renamed.message, /Debezium 2\.1\.1 \(docker\/docker-compose\.yml \(debezium\/connect:2\.1\.1\.Final\)\)/);
    // Near miss: a database host no container of that file answers to says nothing about it: as with no image known, a hint.
    assert.equal(findings(ID, pg('orders-db.internal'), { fileName: 'customer-connector.json', workspace })[0].severity, 4);
  });

  it('a stock image found elsewhere by the host name alone: information that says so, not a warning (check 62)', () => {
    const other = 'services:\n  postgres:\n    image: postgres:latest\n  connect:\n    image: debezium/connect:2.5\n';
    const workspace = { compose: [{ file: 'file:///test/other-lab/docker-compose.yaml', label: 'other-lab/docker-compose.yaml', services: composeKafkaServices(other), containers: composeImages(other) }] };
    const [d] = findings(ID, PG(), { fileName: 'connectors/orders-cdc.json', workspace });
    assert.equal(d.severity, 3);
    assert.match(d.message, /^No plugin\.name: Debezium uses decoderbufs, an extension stock PostgreSQL does not ship\. If this connector reads the postgres:latest container of other-lab\/docker-compose\.yaml \(it answers to the same host name\), its task fails/);
  });

  it('its documented examples', () => assertDocsExamples(debeziumPostgresDecoderbufs));
});

describe('debezium-wal2json-removed (Debezium 2.0 removed the wal2json decoders)', () => {
  const ID = 'debezium-wal2json-removed';
  const PG = (plugin: string) => `{\n  "name": "orders",\n  "config": {\n    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",\n    "database.hostname": "postgres",\n    "topic.prefix": "orders",\n    "plugin.name": "${plugin}"\n  }\n}\n`;

  it('on a debezium/connect:2.5 stack: an error that the worker refuses it; the fix sets pgoutput', () => {
    const [d] = findings(ID, PG('wal2json'), stack('debezium/connect:2.5', 'postgres:15'));
    assert.equal(d.severity, 1);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /^plugin\.name=wal2json: Debezium 2\.5 \(docker-compose\.yml \(debezium\/connect:2\.5\)\) has no wal2json decoder/);
    const fixed = fix(ID, PG('wal2json_streaming'), stack('debezium/connect:2.5', 'postgres:15'));
    assert.match(fixed, /"plugin\.name": "pgoutput"/);
  });

  it('no release known: information saying 2.x refuses it and 1.x runs it; a 1.9 stack: a hint; 1.7: nothing', () => {
    assert.equal(findings(ID, PG('wal2json_rds'), json)[0]?.severity, 3);
    assert.equal(findings(ID, PG('wal2json'), stack('debezium/connect:1.9', 'postgres:13'))[0]?.severity, 4);
    assert.deepEqual(findings(ID, PG('wal2json'), stack('debezium/connect:1.7', 'postgres:13')), []);
  });

  it('near misses: pgoutput, decoderbufs, and another connector', () => {
    assert.deepEqual(findings(ID, PG('pgoutput'), stack('debezium/connect:2.5', 'postgres:15')), []);
    assert.deepEqual(findings(ID, PG('decoderbufs'), json), []);
    assert.deepEqual(findings(ID, PG('wal2json').replace('postgresql.PostgresConnector', 'mysql.MySqlConnector'), json), []);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});

describe('debezium-snapshot-always (a snapshot at every start)', () => {
  const ID = 'debezium-snapshot-always';
  it('snapshot.mode=always on a Debezium connector: information on the value, with a fix to initial', () => {
    const text = MYSQL('"topic.prefix": "inventory"', '"snapshot.mode": "always"');
    const [d, ...rest] = findings(ID, text, json);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 6);
    assert.match(d.message, /^snapshot\.mode=always: Debezium snapshots each time the connector starts, so every restart, worker rebalance or redeploy re-reads each captured table/);
    const fixed = fix(ID, text, json);
    assert.match(fixed, /"snapshot\.mode": "initial"/);
    assert.deepEqual(findings(ID, fixed, json), []);
  });

  it('near misses: initial, when_needed, no snapshot.mode, and another vendor\'s connector', () => {
    for (const mode of ['initial', 'when_needed']) assert.deepEqual(findings(ID, MYSQL('"topic.prefix": "inventory"', `"snapshot.mode": "${mode}"`), json), [], mode);
    assert.deepEqual(findings(ID, MYSQL('"topic.prefix": "inventory"'), json), []);
    const other = '{\n  "name": "legacy",\n  "config": {\n    "connector.class": "com.example.cdc.LegacySource",\n    "snapshot.mode": "always"\n  }\n}\n';
    assert.deepEqual(findings(ID, other, json), []);
  });

  it('its documented examples', () => assertDocsExamples(debeziumSnapshotAlways));
});
