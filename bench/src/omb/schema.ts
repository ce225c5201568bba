// The fields OpenMessaging Benchmark reads, written once from its sources (github.com/openmessaging/
// benchmark at 8559989, 2026-01-04): the workload file is Workload.java, the driver file is
// DriverConfiguration.java (name, driverClass) plus the Kafka driver's Config.java
// (replicationFactor, topicConfig, commonConfig, producerConfig, consumerConfig — each config a
// java.util.Properties text). OMB's mapper ignores unknown fields, so a misspelt one would be
// silently dropped there: these schemas are strict to catch that here.
import { z } from 'zod';

export const OMB_KAFKA_DRIVER_CLASS = 'io.openmessaging.benchmark.driver.kafka.KafkaBenchmarkDriver';
/** driver-kafka/pom.xml's kafka-clients at that commit: the client OMB's Kafka driver runs with. */
export const OMB_KAFKA_CLIENTS = '3.6.1';

const int = z.number().int();

export const ombWorkloadSchema = z.object({
  name: z.string().min(1),
  topics: int.min(1),
  partitionsPerTopic: int.min(1),
  /** KeyDistributorType: NO_KEY (default), KEY_ROUND_ROBIN, RANDOM_NANO. */
  keyDistributor: z.enum(['NO_KEY', 'KEY_ROUND_ROBIN', 'RANDOM_NANO']).optional(),
  messageSize: int.min(1),
  useRandomizedPayloads: z.boolean().optional(),
  randomBytesRatio: z.number().min(0).max(1).optional(),
  randomizedPayloadPoolSize: int.min(1).optional(),
  payloadFile: z.string().optional(),
  subscriptionsPerTopic: int.min(0),
  producersPerTopic: int.min(0),
  consumerPerSubscription: int.min(0),
  /** Messages per second over all producers; 0 makes OMB search for the highest sustainable rate. */
  producerRate: int.min(0),
  consumerBacklogSizeGB: int.min(0).optional(),
  backlogDrainRatio: z.number().optional(),
  testDurationMinutes: int.min(1),
  warmupDurationMinutes: int.min(0).optional(),
}).strict();
export type OmbWorkload = z.infer<typeof ombWorkloadSchema>;

export const ombKafkaDriverSchema = z.object({
  name: z.string().min(1),
  driverClass: z.literal(OMB_KAFKA_DRIVER_CLASS),
  /** A Java short. */
  replicationFactor: int.min(1).max(32767),
  topicConfig: z.string(),
  commonConfig: z.string(),
  producerConfig: z.string(),
  consumerConfig: z.string(),
}).strict();
export type OmbKafkaDriver = z.infer<typeof ombKafkaDriverSchema>;
