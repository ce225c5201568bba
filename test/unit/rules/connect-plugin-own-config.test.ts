// A Kafka Connect connector's or task's own config map (taskConfigs(), keys its own ConfigDef
// defines) is read by the plugin, not by a Kafka client: no client catalog is applied to it. A map
// the same class hands to a Kafka client is still a client's config.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lint } from '../../support/service';

const connector = `import java.util.*;
import org.apache.kafka.common.config.ConfigDef;
import org.apache.kafka.connect.connector.Task;
import org.apache.kafka.connect.source.SourceConnector;

public class FeedSourceConnector extends SourceConnector {
    public static final String URL_CONFIG = "url";
    public static final String TOPIC_CONFIG = "topic";
    public static final String INTERVAL_CONFIG = "poll.ms";
    private Map<String, String> settings;
    @Override public void start(Map<String, String> props) { settings = props; }
    @Override public Class<? extends Task> taskClass() { return FeedTask.class; }
    @Override public List<Map<String, String>> taskConfigs(int maxTasks) {
        Map<String, String> task = new HashMap<>();
        task.put(URL_CONFIG, settings.get(URL_CONFIG));
        task.put(TOPIC_CONFIG, settings.get(TOPIC_CONFIG));
        task.put(INTERVAL_CONFIG, "5000");
        return List.of(task);
    }
    @Override public void stop() { }
    @Override public ConfigDef config() {
        return new ConfigDef()
            .define(URL_CONFIG, ConfigDef.Type.STRING, ConfigDef.Importance.HIGH, "feed to read")
            .define(TOPIC_CONFIG, ConfigDef.Type.STRING, ConfigDef.Importance.HIGH, "topic to write")
            .define(INTERVAL_CONFIG, ConfigDef.Type.LONG, 5000L, ConfigDef.Importance.LOW, "poll interval");
    }
    @Override public String version() { return "1.0"; }
}
`;

describe("a Connect plugin's own config map", () => {
  it('is not checked against Kafka client or Streams keys (taskConfigs map of a SourceConnector)', () => {
    assert.deepEqual(lint(connector, { fileName: 'FeedSourceConnector.java' }).map((d) => d.code), []);
  });

  it('is not checked when the map is keyed by constants of the file\'s own ConfigDef (no Connect superclass)', () => {
    const helper = connector.replace('extends SourceConnector', '').replace(/@Override /g, '');
    assert.deepEqual(lint(helper, { fileName: 'FeedSettings.java' }).map((d) => d.code), []);
  });

  it('still checks a map the task hands to a Kafka client', () => {
    const task = `import java.util.*;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.connect.sink.SinkRecord;
import org.apache.kafka.connect.sink.SinkTask;

public class MirrorSinkTask extends SinkTask {
    private KafkaProducer<byte[], byte[]> out;
    @Override public void start(Map<String, String> props) {
        Properties p = new Properties();
        p.put("bootstrap.servers", props.get("target.bootstrap"));
        p.put("linger.msec", "20");
        out = new KafkaProducer<>(p);
    }
    @Override public void put(Collection<SinkRecord> records) { }
    @Override public void stop() { out.close(); }
    @Override public String version() { return "1.0"; }
}
`;
    const found = lint(task, { fileName: 'MirrorSinkTask.java' }).filter((d) => d.code === 'unknown-key');
    assert.equal(found.length, 1);
    assert.match(found[0].message, /linger\.msec/);
  });
});
