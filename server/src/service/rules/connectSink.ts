// What the Connect rules need to know about a connector config that the keys tell: whether it is a
// sink (SinkConnectorConfig requires `topics` or `topics.regex`; a source connector has neither),
// since only sinks have a dead-letter queue (errors.deadletterqueue.* is defined by
// SinkConnectorConfig alone).
import type { RuleContext } from './types';

export function isSinkConnector(ctx: RuleContext): boolean {
  return ['topics', 'topics.regex'].some((k) => (ctx.entry(k)?.value ?? '').trim() !== '');
}

export function deadLetterTopic(ctx: RuleContext): string | undefined {
  const v = ctx.entry('errors.deadletterqueue.topic.name')?.value?.trim();
  return v ? v : undefined;
}
