// What javaSites() leaves on site.java so javaEdits() can write in the file's own style
// without parsing again: how each entry is spelled and where new entries go.
import type { Range } from 'vscode-languageserver-types';
import type { JavaCodeUse } from './codeUse';
import type { JavaValueType } from './valueType';

export type KeyStyle = 'constant' | 'static' | 'literal' | 'other';
export type ValueKind = 'string' | 'number' | 'bool' | 'wrapped' | 'other';

export interface JavaEntryShape {
  /** Matches ConfigEntry.range: edits find an entry's shape by its range. */
  range: Range;
  form: 'statement' | 'pair' | 'entryCall';
  /** For statements: "props", "this.props", or "" inside double-brace init. */
  receiver?: string;
  method?: string;
  keyStyle: KeyStyle;
  /** ProducerConfig, ConsumerConfig… when the key is one of their constants. */
  configClass?: string;
  valueKind: ValueKind;
  /** For wrapped values: the call around the number ("Integer.toString"). */
  wrapper?: string;
  /** "L" when a number literal was written 5L. */
  numberSuffix?: string;
  /** The value's Java type when the expression makes it certain (valueType.ts); undefined otherwise. */
  valueType?: JavaValueType;
}

export interface JavaSiteShape {
  entries: JavaEntryShape[];
  /**
   * The classes the map is handed to ("KafkaConsumer", "DefaultKafkaConsumerFactory", "Admin.create"),
   * followed through locals, returns and putAll; empty when it leaves the file's sight.
   */
  sinks: string[];
  /**
   * `new OffsetAndMetadata(record.offset())` calls in the file, on one site only (the first
   * consumer, else the first producer, else the first site): the argument's range and text.
   */
  consumedOffsetCommits?: Array<{ range: Range; text: string }>;
  /**
   * Code patterns around the file's clients (codeUse.ts), on one site per client kind: the first
   * producer site carries the producer's, the first consumer site the consumer's.
   */
  codeUse?: JavaCodeUse[];
  /**
   * `setTransactionIdPrefix(…)` calls in the file (DefaultKafkaProducerFactory or KafkaTemplate),
   * on the first producer site only: the argument's range and its value when known statically.
   */
  transactionIdPrefixes?: Array<{ range: Range; value?: string }>;
  /**
   * The names the code gives the map's surroundings, for rules that read a stated design from them
   * (`@ConditionalOnBean(AtMostOnceProducerStrategy.class)`, `atMostOnceProducerFactory()`): the
   * enclosing method's header as written (annotations, modifiers, name, parameters; no body) and
   * the enclosing class's name.
   */
  enclosing?: { header?: string; className?: string };
  /** The entries are strings of an annotation (`@KafkaListener(properties = …)`): fixes only rewrite a written value. */
  annotation?: boolean;
  /** The declaration statement: new statements go after it when the map has no puts yet. */
  declaration?: Range;
  name?: string;
  /** Map.of / Map.ofEntries the site is written as; new pairs go before its `)`. */
  literal?: { kind: 'mapOf' | 'ofEntries'; spelling: string; close: Range };
  imports: {
    /** End of the last import declaration, for adding a static import. */
    end?: Range;
    types: string[];
    staticMembers: Record<string, string>;
    staticWildcards: string[];
  };
}

export interface DirectiveComment {
  /** The whole comment as written ("// kafka-tuning: record-bytes=512"). */
  text: string;
  range: Range;
  offset: number;
}
