// Custom messages between the extension client and the language server. Both sides import this
// file (esbuild bundles it into each), so the shapes cannot drift. Each message names its sender.
import { z } from 'zod';

const position = z.object({ line: z.number().int().min(0), character: z.number().int().min(0) });
export const rangeSchema = z.object({ start: position, end: position });

export const siteSummarySchema = z.object({
  /** Index of the site in the document, stable while the document's structure is unchanged. */
  index: z.number().int().min(0),
  label: z.string(),
  role: z.enum(['producer', 'consumer', 'admin', 'broker', 'topic']).optional(),
  client: z.enum(['java', 'kafkajs', 'librdkafka']),
  version: z.string().optional(),
  syntax: z.enum(['properties', 'java', 'ts', 'spring-properties', 'spring-yaml']),
  range: rangeSchema,
  /** The keys written at the site, canonical names, values as Kafka would receive them. */
  explicit: z.record(z.string(), z.string()),
  /** explicit + the client's defaults for its version: what the client will actually run with. */
  effective: z.record(z.string(), z.string()),
  workload: z.object({
    recordBytes: z.number().optional(),
    keyBytes: z.number().optional(),
    rate: z.number().optional(),
    partitions: z.number().optional(),
    processMs: z.number().optional(),
    p99Ms: z.number().optional(),
  }),
  /** A hash of `effective`: benchmark annotations compare it to tell when a result is stale. */
  fingerprint: z.string(),
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;

/** client → server: the config sites the server recognises in a document (CodeLens, benchmark). */
export namespace SitesRequest {
  export const method = 'kafkaTuning/sites' as const;
  export const params = z.object({ uri: z.string() });
  export type Params = z.infer<typeof params>;
  export const result = z.object({ uri: z.string(), version: z.number().optional(), sites: z.array(siteSummarySchema) });
  export type Result = z.infer<typeof result>;
}

/** server → client: the sites of a document changed (so lenses refresh without polling). */
export namespace SitesChangedNotification {
  export const method = 'kafkaTuning/sitesChanged' as const;
  export const params = z.object({ uri: z.string() });
  export type Params = z.infer<typeof params>;
}

/** The id every diagnostic carries as `source`. */
export const DIAGNOSTIC_SOURCE = 'kafka-tuning';
