// node-rdkafka streams emit 'error' on a failed connect, produce or consume; unheard, Node throws it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'rdkafka-stream-error-unheard';
const opts = { fileName: 'src/feed.js' };
const HEAD = "const Kafka = require('node-rdkafka');\n";

describe(ID, () => {
  it('a write stream kept in a variable and a read stream in this.x, neither heard: a warning on each factory call', () => {
    const write = `${HEAD}const out = Kafka.Producer.createWriteStream({ 'metadata.broker.list': 'kafka:9092' }, {}, { topic: 'feed' });\nout.write(Buffer.from('x'));\n`;
    const [d] = findings(ID, write, opts);
    assert.equal(d.severity, 2);
    assert.equal(d.range.start.line, 1);
    assert.match(d.message, /^Nothing listens to the 'error' event of the stream createWriteStream\(\) returns: .*a produce call fails/);
    const read = `${HEAD}class Feed {\n  start() {\n    this.input = Kafka.KafkaConsumer.createReadStream({ 'group.id': 'feed', 'metadata.broker.list': 'kafka:9092' }, {}, { topics: ['feed'] });\n    this.input.on('data', (m) => console.log(m.value.toString()));\n  }\n}\n`;
    assert.match(findings(ID, read, opts)[0].message, /createReadStream\(\) returns: .*a consume call fails/);
    // Near miss that still fires: a chain of listeners with no 'error' among them, and an 'error' listener on another emitter.
    const chainedNoError = `${HEAD}const input = Kafka.KafkaConsumer.createReadStream({ 'group.id': 'feed' }, {}, { topics: 'feed' });\ninput.on('data', (m) => console.log(m.value)).on('end', () => {});\nprocess.on('error', () => {});\n`;
    assert.equal(findings(ID, chainedNoError, opts).length, 1);
  });

  it('near misses: a listener on the variable, a chained .on(\'error\'), pipeline(), a stream returned to the caller', () => {
    const conf = "{ 'metadata.broker.list': 'kafka:9092' }, {}, { topic: 'feed' }";
    for (const text of [
      `${HEAD}const out = Kafka.Producer.createWriteStream(${conf});\nout.on("error", (e) => console.error(e));\n`,
      `${HEAD}Kafka.Producer.createWriteStream(${conf}).on('error', console.error);\n`,
      `${HEAD}const { pipeline } = require('stream');\nconst out = Kafka.Producer.createWriteStream(${conf});\npipeline(source, out, (err) => err && console.error(err));\n`,
      `${HEAD}function feedStream() {\n  return Kafka.Producer.createWriteStream(${conf});\n}\nmodule.exports = { feedStream };\n`,
      // The variable's listeners chained (check 25): each .on() returns the stream.
      `${HEAD}const input = Kafka.KafkaConsumer.createReadStream({ 'group.id': 'feed' }, {}, { topics: 'feed' });\ninput\n  .on('data', (m) => console.log(m.value))\n  .once('end', () => {})\n  .on('error', (e) => console.error(e));\n`,
    ]) assert.deepEqual(findings(ID, text, opts).map((d) => d.message), [], text);
  });

  it('a stream put in an array spread into pipeline() is handed on (check 73, W); the destination of .pipe() is not', () => {
    const conf = "{ 'metadata.broker.list': 'kafka:9092' }, {}, { topic: 'feed' }";
    const arrayed = `${HEAD}const util = require('util');\nconst pipeline = util.promisify(require('stream').pipeline);\nconst out = Kafka.Producer.createWriteStream(${conf});\nconst streams = [source, split2(), out];\npipeline(...streams).catch(console.error);\n`;
    assert.deepEqual(findings(ID, arrayed, opts), []);
    const piped = `${HEAD}const out = Kafka.Producer.createWriteStream(${conf});\nsource.pipe(out);\n`;
    assert.equal(findings(ID, piped, opts).length, 1);
  });

  it('its documented examples', () => assertDocsExamples(ID));
});
