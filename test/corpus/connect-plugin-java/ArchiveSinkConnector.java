package com.example.archive;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.config.ConfigDef;
import org.apache.kafka.connect.connector.Task;
import org.apache.kafka.connect.sink.SinkConnector;

// Writes records to an object store. The task settings below are this connector's own: its
// ConfigDef declares them and ArchiveSinkTask reads them; no Kafka client ever sees this map.
public class ArchiveSinkConnector extends SinkConnector {
    public static final String BUCKET_CONFIG = "bucket";
    public static final String PREFIX_CONFIG = "prefix";
    public static final String FLUSH_CONFIG = "flush.ms";
    public static final String TOPIC_CONFIG = "topic";

    private Map<String, String> settings;

    @Override
    public void start(Map<String, String> props) {
        settings = new HashMap<>(props);
    }

    @Override
    public Class<? extends Task> taskClass() {
        return ArchiveSinkTask.class;
    }

    @Override
    public List<Map<String, String>> taskConfigs(int maxTasks) {
        List<Map<String, String>> out = new ArrayList<>();
        for (int i = 0; i < maxTasks; i++) {
            Map<String, String> task = new HashMap<>();
            task.put(BUCKET_CONFIG, settings.get(BUCKET_CONFIG));
            task.put(PREFIX_CONFIG, settings.get(PREFIX_CONFIG) + "/task-" + i);
            task.put(FLUSH_CONFIG, settings.getOrDefault(FLUSH_CONFIG, "60000"));
            task.put(TOPIC_CONFIG, settings.get(TOPIC_CONFIG));
            out.add(task);
        }
        return out;
    }

    @Override
    public void stop() {
    }

    @Override
    public ConfigDef config() {
        return new ConfigDef()
            .define(BUCKET_CONFIG, ConfigDef.Type.STRING, ConfigDef.Importance.HIGH, "Bucket to write to")
            .define(PREFIX_CONFIG, ConfigDef.Type.STRING, "", ConfigDef.Importance.MEDIUM, "Object name prefix")
            .define(FLUSH_CONFIG, ConfigDef.Type.LONG, 60000L, ConfigDef.Importance.LOW, "Flush interval")
            .define(TOPIC_CONFIG, ConfigDef.Type.STRING, ConfigDef.Importance.HIGH, "Topic read (for object names)");
    }

    @Override
    public String version() {
        return "1.2.0";
    }
}
