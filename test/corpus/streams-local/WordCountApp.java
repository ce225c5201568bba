package course.streams;

import java.util.Arrays;
import java.util.Properties;

import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.streams.KafkaStreams;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.kstream.Produced;

/** The word-count exercise, run against the single broker the course starts on this machine. */
public class WordCountApp {
    public static void main(String[] args) {
        Properties config = new Properties();
        // expect: streams-state-dir-temp
        config.put(StreamsConfig.APPLICATION_ID_CONFIG, "wordcount-exercise");
        config.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "127.0.0.1:9092");
        config.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.String().getClass());
        config.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, Serdes.String().getClass());
        // expect: streams-replication-factor-one
        config.put(StreamsConfig.REPLICATION_FACTOR_CONFIG, 1);
        // So the sentences topic appears on first run.
        // expect: streams-ignored-client-key
        config.put(StreamsConfig.consumerPrefix(ConsumerConfig.ALLOW_AUTO_CREATE_TOPICS_CONFIG), true);

        StreamsBuilder builder = new StreamsBuilder();
        builder.<String, String>stream("sentences")
                .flatMapValues(line -> Arrays.asList(line.toLowerCase().split("\\W+")))
                .groupBy((key, word) -> word)
                .count()
                .toStream()
                .to("word-counts", Produced.with(Serdes.String(), Serdes.Long()));

        KafkaStreams streams = new KafkaStreams(builder.build(), config);
        streams.start();
        Runtime.getRuntime().addShutdownHook(new Thread(streams::close));
    }
}
