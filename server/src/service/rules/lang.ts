// Typed access to what TS and Spring sites carry for the language rules.
import type { ConfigSite } from '../model';
import type { SpringExtras } from '../sites/spring';
import type { SendCall, TsSiteExtras } from '../sites/ts';
import type { JavaCodeUse, JavaPattern } from '../sites/java';
import { within } from '../util/ranges';

export function tsExtras(site: ConfigSite): TsSiteExtras | undefined {
  return site.syntax === 'ts' ? site.ts : undefined;
}

/**
 * The client's options are an object literal written in its own call (`new Kafka.Producer({ … })`),
 * not an object declared elsewhere that another client may share.
 */
export function optionsWrittenInCall(x: TsSiteExtras | undefined): boolean {
  return x?.objectRange !== undefined && within(x.objectRange, x.callRange);
}

/**
 * A run() site recognised by its shape whose consumer another module creates (sites/ts/runShape.ts),
 * where the call does not show which library runs it: kafkajs or @confluentinc/kafka-javascript's
 * KafkaJS API. Rules say there only what holds for both.
 */
export function eitherKafkajsApi(x: TsSiteExtras): boolean {
  return !!x.consumerElsewhere && !x.consumerElsewhere.library;
}

export function springExtras(site: ConfigSite): SpringExtras | undefined {
  return site.syntax === 'spring-properties' || site.syntax === 'spring-yaml' ? site.spring : undefined;
}

/** The send calls a site makes: the producer's recorded sends, or the send site itself. */
export function sendsOf(site: ConfigSite): SendCall[] {
  const x = tsExtras(site);
  if (!x) return [];
  return x.send ? [x.send] : x.sends ?? [];
}

/**
 * One request per awaited call inside a loop, each carrying one message as written (`messages:
 * [{ value }]`). A loop over chunks (`messages: chunk`, a count the text does not show) is the
 * recommended way to send many messages — each call one request of many — so it is not serial.
 */
export function isSerialSend(s: SendCall): boolean {
  return s.inLoop && !s.paced && s.awaited && s.messageCount !== undefined && s.messageCount <= 1;
}

/** The code patterns a Java site carries (sites/java/codeUse.ts), of one kind. */
export function javaUses(site: ConfigSite, pattern: JavaPattern): JavaCodeUse[] {
  return site.syntax === 'java' ? (site.java.codeUse ?? []).filter((u) => u.pattern === pattern) : [];
}
