// streams-cleanup-every-start: KafkaStreams.cleanUp() right before start() on every run.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { streamsCleanupEveryStart } from '../../../server/src/service/rules/streamsCleanupEveryStart';
import { assertDocsExamples } from '../../support/ruleDocs';
import { findings } from '../../support/service';

const ID = 'streams-cleanup-every-start';
const app = (body: string, config = true) => [
  'import java.util.Properties;',
  'import org.apache.kafka.streams.KafkaStreams;',
  'import org.apache.kafka.streams.StreamsBuilder;',
  'import org.apache.kafka.streams.StreamsConfig;',
  'public class Totals {',
  '  public static void main(String[] args) {',
  '    Properties props = new Properties();',
  ...(config ? ['    props.put(StreamsConfig.APPLICATION_ID_CONFIG, "totals");', '    props.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "kafka1:9092");'] : ['    props.putAll(Settings.load());']),
  '    StreamsBuilder builder = new StreamsBuilder();',
  '    builder.stream("in").groupByKey().count().toStream().to("out");',
  '    final KafkaStreams streams = new KafkaStreams(builder.build(), props);',
  body,
  '  }',
  '}',
  '',
].join('\n');
const at = (text: string) => findings(ID, text, { fileName: 'Totals.java' });

describe('streams-cleanup-every-start', () => {
  it('information on cleanUp() followed by start() with nothing deciding between them', () => {
    const [d, ...rest] = at(app('    streams.cleanUp();\n    streams.start();'));
    assert.equal(rest.length, 0);
    assert.equal(d.severity, 3);
    assert.equal(d.range.start.line, 12);
    assert.match(d.message, /^cleanUp\(\) runs before every start\(\) \(line 14\): it deletes this instance's local state stores/);
  });

  it('also in a file whose config map is built elsewhere (a code-only site)', () => {
    assert.equal(at(app('    streams.cleanUp();\n    streams.start();', false)).length, 1);
  });

  it('near misses: cleanUp behind a flag, after close(), with no start, or on another object', () => {
    assert.deepEqual(at(app('    if (args.length > 0 && args[0].equals("--reset")) streams.cleanUp();\n    streams.start();')), []);
    assert.deepEqual(at(app('    streams.start();\n    Runtime.getRuntime().addShutdownHook(new Thread(() -> { streams.close(); streams.cleanUp(); }));')), []);
    assert.deepEqual(at(app('    streams.cleanUp();')), []);
    assert.deepEqual(at(app('    Cache cache = new Cache();\n    cache.cleanUp();\n    streams.start();')), []);
    // A stateless topology (no store) has nothing to restore (new-user review).
    assert.deepEqual(at(app('    streams.cleanUp();\n    streams.start();').replace('builder.stream("in").groupByKey().count().toStream().to("out");', 'builder.stream("in").filter((k, v) -> v != null).to("out");')), []);
  });

  it('its documented examples', () => assertDocsExamples(streamsCleanupEveryStart));
});
