// The status a Trogdor ProduceBench worker leaves in its task: ProduceBenchWorker.StatusData (its
// @JsonProperty names). Parsed with zod so that a worker that died before its first status (a
// string like "Creating 1 topic(s)") is a clear error.
import { z } from 'zod';
import { BenchError } from '../connection';

const produceStatusSchema = z.object({
  totalSent: z.number(),
  averageLatencyMs: z.number(),
  p50LatencyMs: z.number(),
  p95LatencyMs: z.number(),
  p99LatencyMs: z.number(),
}).passthrough();

function parse<T>(schema: z.ZodType<T>, status: unknown, what: string): T {
  const r = schema.safeParse(status);
  if (!r.success) throw new BenchError(`The Trogdor ${what} finished without its figures (status: ${JSON.stringify(status)?.slice(0, 200)}).`);
  return r.data;
}

export const produceStatus = (s: unknown) => parse(produceStatusSchema, s, 'ProduceBench task');
