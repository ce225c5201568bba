package shop.analytics;

import java.util.HashMap;
import java.util.Map;

import kafka.serializer.StringDecoder;
import org.apache.spark.SparkConf;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.streaming.Durations;
import org.apache.spark.streaming.api.java.JavaStreamingContext;
import org.apache.spark.streaming.kafka.KafkaUtils;

/** Counts clicks per page every ten seconds with Spark's receiver-based Kafka 0.8 stream. */
public class ClickCounter {
    public static void main(String[] args) throws InterruptedException {
        JavaStreamingContext ssc = new JavaStreamingContext(new SparkConf().setAppName("clicks"), Durations.seconds(10));
        Map<String, String> kafkaParams = new HashMap<>();
        // expect: old-client-config
        kafkaParams.put("zookeeper.connect", "zk1:2181");
        kafkaParams.put("group.id", "click-counter");
        kafkaParams.put("auto.offset.reset", "largest");
        Map<String, Integer> topics = new HashMap<>();
        topics.put("clicks", 2);
        KafkaUtils.createStream(ssc, String.class, String.class, StringDecoder.class, StringDecoder.class,
                kafkaParams, topics, StorageLevel.MEMORY_AND_DISK_SER()).count().print();
        ssc.start();
        ssc.awaitTermination();
    }
}
