// What Spring sites carry for the spring-unknown-property rule: keys under spring.kafka.* that
// Spring Boot does not bind, and values of its dedicated keys that it cannot convert.
import type { FlatDoc } from './flat';
import type { Range } from 'vscode-languageserver-types';
import type { Activation } from './profiles';

export interface SpringUnknown {
  key: string;
  range: Range;
  suggestion?: string;
  /** 'boot-key': a near Boot property (likely a typo); 'kafka-key': the Kafka key under properties[...]. */
  suggestionKind?: 'boot-key' | 'kafka-key';
  /** The written value and the whole pair, for a fix that moves the key under properties[...]. */
  value?: string;
  valueRange: Range;
  pairRange: Range;
}

/** A document every Kafka key of which a later document with the same activation writes again (repeats.ts). */
export interface SpringRepeat {
  /** First and last line (0-based) of the repeated document, and of the later one that repeats it. */
  lines: [number, number];
  by: [number, number];
  /** How many Kafka keys the earlier document writes. */
  keys: number;
  /** Every one of them has the same value in the later document. */
  sameValues: boolean;
  /** Where the finding goes: the earlier document's first Kafka key. */
  range: Range;
}

export interface SpringExtras {
  unknown: SpringUnknown[];
  /** Dedicated keys whose value Spring cannot convert (bad DataSize/Duration): the app fails to start. */
  invalid: Array<{ key: string; range: Range; message: string }>;
  /**
   * Set on the site of a profile document (sites/spring/profiles.ts): its entries are the
   * unconditional documents' (marked `inherited`) and then its own, in Spring's order.
   */
  profile?: Activation;
  /**
   * `#---` lines inside this profile's documents that Spring's .properties loader reads as a
   * comment (a comment follows before the next key), so the lines above them share the activation.
   */
  undoneSeparators?: Array<{ range: Range; comment: Range }>;
  /**
   * Set on a site of keys under an application's own prefix (sites/spring/boundPrefix.ts): the map
   * path, so fixes rewrite written values there and never add spring.kafka.* keys the app does not read.
   */
  boundPrefix?: string;
  /**
   * spring.kafka.producer.transaction-id-prefix, on the producer site of the documents that write
   * it (the last one Spring reads). Not a Kafka property: Boot hands it to
   * DefaultKafkaProducerFactory.setTransactionIdPrefix. `perInstanceElsewhere`: another document of
   * the file (a profile) gives it a value built at run time (a placeholder).
   */
  transactionIdPrefix?: { value: string; range: Range; perInstanceElsewhere?: boolean };
  /**
   * spring.kafka.listener.ack-mode as written (the last one the site's documents read), on the
   * consumer site. Not a Kafka property: Boot's ConcurrentKafkaListenerContainerFactoryConfigurer
   * sets it on the listener containers' ContainerProperties.
   */
  listenerAckMode?: { value: string; range: Range };
  /** YAML keys written twice in one mapping of this site's own documents (spring-yaml-duplicate-key). */
  duplicateYamlKeys?: NonNullable<FlatDoc['duplicateKeys']>;
  /** Documents of this site that a later one with the same activation repeats whole (duplicate-key). */
  repeats?: SpringRepeat[];
  /** The document a new key for this site is written into (start/end offsets), in a multi-document file. */
  section?: { start: number; end: number };
}

/**
 * spring.kafka.listener.ack-mode names MANUAL or MANUAL_IMMEDIATE, as Boot binds the enum
 * leniently (manual, MANUAL, manual-immediate, manual_immediate).
 */
export function isManualAckMode(value: string): boolean {
  const v = value.replace(/['"]/g, '').toUpperCase().replace(/[-_]/g, '');
  return v === 'MANUAL' || v === 'MANUALIMMEDIATE';
}
