import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'connector-secret-in-clear';
const json = { fileName: 'orders-source.json' };
const connector = (extra: string) => `{\n  "name": "orders-source",\n  "config": {\n    "connector.class": "io.confluent.connect.jdbc.JdbcSourceConnector",\n    "connection.url": "jdbc:postgresql://db:5432/shop",\n${extra}    "topic.prefix": "shop-"\n  }\n}\n`;

describe('connector-secret-in-clear (a literal password in a connector config)', () => {
  it('hints at the value and names the reference that would replace it', () => {
    const [d, ...rest] = findings(ID, connector('    "connection.password": "hunter2",\n'), json);
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 4);
    assert.equal(d.range.start.line, 5);
    assert.equal(d.message, 'connection.password is written here in clear. Connect keeps a connector\'s config as submitted: GET /connectors/<name>/config returns it as written, and a distributed worker also stores it in its config topic. Keep a reference instead, e.g. ${file:/opt/connect/secrets.properties:connection.password} with config.providers=file and config.providers.file.class=org.apache.kafka.common.config.provider.FileConfigProvider on the worker (KIP-297).');
  });

  it('a Confluent Cloud fully managed connector: no worker advice, the file holds the credential (check 64)', () => {
    const managed = '{\n  "name": "users-datagen",\n  "config": {\n    "connector.class": "DatagenSource",\n    "kafka.auth.mode": "KAFKA_API_KEY",\n    "kafka.api.key": "ZQ7KEXAMPLEKEY42",\n    "kafka.api.secret": "q8Vx2nK0EXAMPLEsecretV9aLm3Tq7bW1zYc5",\n    "kafka.topic": "users",\n    "output.data.format": "JSON_SR"\n  }\n}\n';
    const [d, ...rest] = findings(ID, managed, { fileName: 'datagen.json' });
    assert.equal(rest.length, 0);
    assert.equal(d.message, "kafka.api.secret is written here in clear, in a Confluent Cloud fully managed connector's config (it sets kafka.auth.mode): anyone who can read this file, or the history of the repository that holds it, has the credential. Give the secret when the connector is created, from the environment or a secret store rather than from this file, and rotate one that was committed.");
    // Near miss: a self-managed connector named by a short alias still gets the worker's config provider.
    const alias = findings(ID, connector('    "connection.password": "hunter2",\n').replace('io.confluent.connect.jdbc.JdbcSourceConnector', 'JdbcSourceConnector'), json);
    assert.match(alias[0].message, /config\.providers=file/);
  });

  it('secret keys of other shapes, a JAAS line with a password, and a connector .properties file', () => {
    assert.equal(findings(ID, connector('    "aws.secret.access.key": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",\n    "database.password": "dbz",\n'), json).length, 2);
    assert.equal(findings(ID, connector('    "sasl.jaas.config": "org.apache.kafka.common.security.plain.PlainLoginModule required username=\\"c\\" password=\\"p\\";",\n'), json).length, 1);
    const props = 'name=mysql-source\nconnector.class=io.debezium.connector.mysql.MySqlConnector\ndatabase.hostname=mysql\ndatabase.user=debezium\ndatabase.password=dbz\ntopic.prefix=inv\n';
    const [p] = findings(ID, props, { fileName: 'mysql-source.properties' });
    assert.equal(p.range.start.line, 4);
  });

  it('a credential in a URL\'s query, whatever the key is called (check 36)', () => {
    const [d] = findings(ID, connector('    "http.api.url": "https://maps.example.com/api/geocode?address=x&key=AIzaSyExample123",\n'), json);
    assert.match(d.message, /^http\.api\.url carries a credential in its URL, written here in clear\. Connect keeps a connector's config as submitted/);
    // Near misses: a URL without one, and one whose key is a fill-in or a reference.
    assert.equal(findings(ID, connector('    "http.api.url": "https://api.example.com/v1/events?topic=orders",\n'), json).length, 0);
    assert.equal(findings(ID, connector('    "http.api.url": "https://api.example.com/v1?key=${env:API_KEY}",\n'), json).length, 0);
    assert.equal(findings(ID, connector('    "http.api.url": "https://api.example.com/v1?key=YOUR_API_KEY",\n'), json).length, 0);
  });

  it('a password in a JDBC URL, in a query or after a semicolon (check 56); near miss: a JDBC URL with a user only', () => {
    const url = (u: string) => connector('').replace('"jdbc:postgresql://db:5432/shop"', JSON.stringify(u));
    for (const u of ['jdbc:mysql://mysql:3306/shop?user=loader&password=s3cret', 'jdbc:sqlserver://db:1433;databaseName=shop;user=loader;password=s3cret']) {
      const [d, ...rest] = findings(ID, url(u), json);
      assert.equal(rest.length, 0, u);
      assert.match(d.message, /^connection\.url carries a credential in its URL, written here in clear\./, u);
    }
    assert.deepEqual(findings(ID, url('jdbc:mysql://mysql:3306/shop?user=loader&useSSL=false'), json), []);
    assert.deepEqual(findings(ID, url('jdbc:postgresql://db:5432/shop?user=loader&password=${file:/secrets/db.properties:password}'), json), []);
  });

  it('a password in a URL\'s user information (check 89: a MongoDB connection.uri); near misses: a user without a password, a reference', () => {
    const mongo = (uri: string) => `connector.class=com.mongodb.kafka.connect.MongoSourceConnector\nconnection.uri=${uri}\ndatabase=shop\ncollection=orders\n`;
    const [d, ...rest] = findings(ID, mongo('mongodb+srv://shop-app:Xq7rT2pLm9@cluster0.example.net/?retryWrites=true'), { fileName: 'MongoSourceConnector.properties' });
    assert.equal(rest.length, 0);
    assert.match(d.message, /^connection\.uri carries a credential in its URL, written here in clear\./);
    assert.deepEqual(findings(ID, mongo('mongodb://shop-app@mongo1:27017/?authSource=admin'), { fileName: 'MongoSourceConnector.properties' }), []);
    assert.deepEqual(findings(ID, mongo('mongodb://shop-app:${file:/secrets/mongo.properties:password}@mongo1:27017'), { fileName: 'MongoSourceConnector.properties' }), []);
  });

  it('near misses: config provider references, environment fill-ins, a redacted or empty value, a user name, a worker file', () => {
    assert.equal(findings(ID, connector('    "connection.password": "${file:/opt/connect/secrets.properties:pw}",\n'), json).length, 0);
    assert.equal(findings(ID, connector('    "connection.password": "${env:DB_PASSWORD}",\n'), json).length, 0);
    assert.equal(findings(ID, connector('    "connection.password": "$DB_PASSWORD",\n'), json).length, 0);
    assert.equal(findings(ID, connector('    "connection.password": "********",\n'), json).length, 0);
    assert.equal(findings(ID, connector('    "connection.password": "",\n'), json).length, 0);
    assert.equal(findings(ID, connector('    "connection.password": "YOUR_DB_PASSWORD",\n'), json).length, 0);
    // A token a registration script replaces before posting (sed s/__DEBEZIUM_PASSWORD__/…/, check 51).
    assert.equal(findings(ID, connector('    "database.password": "__DEBEZIUM_PASSWORD__",\n'), json).length, 0);
    assert.equal(findings(ID, connector('    "sasl.jaas.config": "org.apache.kafka.common.security.plain.PlainLoginModule required username=\\"KEY\\" password=\\"SECRET\\";",\n'), json).length, 0);
    assert.equal(findings(ID, connector('    "connection.user": "secret-reader",\n    "key.ignore": "true",\n'), json).length, 0);
    assert.equal(findings(ID, connector('    "sasl.jaas.config": "org.apache.kafka.common.security.plain.PlainLoginModule required username=\\"c\\" password=\\"${file:/s.properties:p}\\";",\n'), json).length, 0);
    assert.equal(findings(ID, 'bootstrap.servers=k:9092\ngroup.id=connect\nconfig.storage.topic=c\noffset.storage.topic=o\nstatus.storage.topic=s\nssl.keystore.password=changeit\n', { fileName: 'connect-distributed.properties' }).length, 0);
  });

  it('documents a bad example it fires on and a good one it is silent on', () => assertDocsExamples(ID));
});
