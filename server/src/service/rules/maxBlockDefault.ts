// max-block-default (BufferPool.allocate, KafkaProducer.waitOnMetadata; docs/evidence/buffer-exhaustion.md):
// when buffer.memory runs out (or metadata is missing) send() blocks the caller for up to
// max.block.ms, 60 s by default, before throwing — a silent stall that looks like a hung thread.
// A few seconds makes the back-pressure surface as an error the caller can handle. Only reported
// where it matters: a latency budget is declared, or buffer.memory was lowered below its default.
import { Severity, type Rule } from './types';
import { bytesAsWritten, duration, msAsWritten, msValue } from '../../../../common/src/units';

const DEFAULT_BUFFER = 33554432;

export const maxBlockDefault: Rule = {
  id: 'max-block-default',
  severity: Severity.Information,
  roles: ['producer'],
  clients: ['java'],
  source: 'ProducerConfig max.block.ms (default 60000); BufferPool.allocate and KafkaProducer.waitOnMetadata block send() up to it; docs/evidence/buffer-exhaustion.md',
  summary: 'max.block.ms left at 60 s where a latency budget or a reduced buffer.memory makes blocking likely to hurt.',
  check(ctx) {
    if (ctx.isSet('max.block.ms') || ctx.number('max.block.ms') !== 60000) return [];
    const memory = ctx.isSet('buffer.memory') ? ctx.number('buffer.memory') : undefined;
    const budget = ctx.workload.p99Ms;
    const reasons: string[] = [];
    if (budget !== undefined) reasons.push(`the declared p99 budget is ${duration(budget)}`);
    if (memory !== undefined && memory < DEFAULT_BUFFER) reasons.push(`buffer.memory=${bytesAsWritten(memory)} is below the ${bytesAsWritten(DEFAULT_BUFFER)} default, so it fills sooner`);
    if (reasons.length === 0) return [];
    return [{
      range: ctx.anchor('max.block.ms'),
      message: `max.block.ms is the ${msValue(60000)} default: when buffer.memory is full or metadata is missing, send() blocks the calling thread for up to a minute before throwing (${reasons.join('; ')}). A few seconds (e.g. max.block.ms=5000) makes back-pressure show up as an exception you can handle.`,
      fixes: [{ title: `Set max.block.ms=${msAsWritten(5000)}`, intents: [{ kind: 'set', key: 'max.block.ms', value: '5000' }], preferred: true }],
    }];
  },
};
