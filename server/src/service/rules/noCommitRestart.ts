// Where a group that never committed starts reading again, in words, for the rules that report a
// consumer which never commits (offsetsNeverCommitted.ts, javaOffsetsNeverCommitted.ts). Without a
// committed offset every (re)assigned partition starts from the reset policy: Java
// auto.offset.reset (ConsumerConfig: earliest, latest, by_duration:<d>, none; default latest),
// librdkafka auto.offset.reset (smallest/earliest/beginning, largest/latest/end, error; default
// largest), kafkajs subscribe({ fromBeginning }) (src/consumer/index.js: fromBeginning = false,
// i.e. the latest offset).

const EARLIEST = new Set(['earliest', 'smallest', 'beginning']);
const LATEST = new Set(['latest', 'largest', 'end']);

/** `value` is the reset policy as written; undefined when not written, where `fallback` names the default ("the latest offset (… defaults to latest)"). */
export function restartFrom(value: string | undefined, key: string, fallback: string): string {
  const v = value?.trim().toLowerCase();
  if (v === undefined) return `${fallback}: records that arrive while no member reads the partition are skipped`;
  if (EARLIEST.has(v)) return `the earliest retained offset (${key}=${v}): everything still in the topic is processed again`;
  if (LATEST.has(v)) return `the latest offset (${key}=${v}): records that arrive while no member reads the partition are skipped`;
  if (v === 'none' || v === 'error') return `nowhere: ${key}=${v} makes the consumer fail for a partition without a committed offset`;
  if (v.startsWith('by_duration:')) return `the offset of ${v.slice('by_duration:'.length)} ago (${key}=${v}): records are re-read or skipped depending on how long it was down`;
  return `wherever ${key} (${value}) sends it: records are re-read or skipped`;
}
