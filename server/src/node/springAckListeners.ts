// @KafkaListener methods (whether each takes an Acknowledgment), and the places that may set a listener
// container's ack mode some other way than spring.kafka.listener.ack-mode. Spring for Apache
// Kafka's container hands a listener an Acknowledgment only under a MANUAL or MANUAL_IMMEDIATE ack
// mode (KafkaMessageListenerContainer: `this.isAnyManualAck ? new ConsumerAcknowledgment(record) :
// null`); otherwise every call fails with IllegalStateException "No Acknowledgment available as an
// argument, the listener container must have a MANUAL AckMode to populate the Acknowledgment."
// (MessagingMessageListenerAdapter). Read as text, like springFactoryBeans.ts: a method is found by
// the annotation and the parameter list that follows it.
import { closingParen } from '../service/parse/brackets';
import type { SpringAckListener } from '../service/workspace';

/**
 * Code that gives containers an ack mode of its own: setAckMode, an AckMode constant, a
 * ContainerCustomizer, @KafkaListener's ackMode attribute (3.x), a listener that acknowledges itself,
 * ContainerProperties built by hand.
 */
export const ACK_MODE_IN_CODE = /\bsetAckMode\s*\(|\bAckMode\s*\.|\bContainerCustomizer\b|\bsetContainerCustomizer\b|\backMode\s*=|\bAcknowledging\w*MessageListener\b|\bnew\s+ContainerProperties\s*\(/;
/** Code that may give the containers a manual ack mode without the Boot property (then say nothing): also an own container factory. */
const SETS_ACK_MODE = new RegExp(`${ACK_MODE_IN_CODE.source}|\\bKafkaListenerContainerFactory\\b`);
/** Configuration text (YAML, .properties, .env, compose files) that names a manual ack mode. */
const CONFIG_MANUAL_ACK = /ack[-_.]?mode\s*[:=]\s*["']?manual/i;

export interface AckFacts {
  listeners: SpringAckListener[];
  /** The file sets an ack mode in code, defines its own container factory, or names a manual ack mode in configuration. */
  setsAckMode: boolean;
}

export function springAckFactsIn(fileName: string, text: string, file: string): AckFacts {
  if (/\.(ya?ml|properties|env)$/.test(fileName) || fileName === '.env') return { listeners: [], setsAckMode: CONFIG_MANUAL_ACK.test(text) };
  if (!/\.(java|kt)$/.test(fileName)) return { listeners: [], setsAckMode: false };
  const setsAckMode = SETS_ACK_MODE.test(text);
  if (!text.includes('@KafkaListener')) return { listeners: [], setsAckMode };
  const listeners: SpringAckListener[] = [];
  for (const m of text.matchAll(/@KafkaListener\b/g)) {
    let at = m.index! + m[0].length;
    let annotation = '';
    if (text[at] === '(') {
      const end = closingParen(text, at);
      if (end < 0) continue;
      annotation = text.slice(at, end + 1);
      at = end + 1;
    }
    // The method the annotation is on: other annotations may come first; a class-level one has none.
    const head = /^(?:\s*@\w+(?:\.\w+)*(?:\s*\([^)]*\))?)*\s*(?:(?:public|protected|private|static|final|synchronized|suspend|open|override)\s+)*(?:fun\s+(\w+)|[\w<>[\],.? ]+?\s+(\w+))\s*\(/.exec(text.slice(at, at + 600));
    if (!head) continue;
    const open = at + head[0].length - 1;
    const close = closingParen(text, open);
    if (close < 0) continue;
    const params = text.slice(open + 1, close);
    listeners.push({
      file,
      line: text.slice(0, open).split('\n').length - 1,
      method: head[1] ?? head[2],
      containerFactory: /\bcontainerFactory\s*=/.test(annotation),
      acknowledgment: /(?:^|[\s,(.:])Acknowledgment\s*[\w?]*\s*(?:[,)]|$)|(?:^|[\s,(.])Acknowledgment\s+\w+/.test(params),
      // A Consumer parameter lets the listener commit by itself (consumer.commitSync()).
      consumer: /(?:^|[\s,(.:])Consumer\s*</.test(params),
    });
  }
  return { listeners, setsAckMode };
}
