// Custom messages between the extension client and the language server. Both sides import this
// file (esbuild bundles it into each), so the shapes cannot drift. Each message names its sender.
import { z } from 'zod';
import { clientKindSchema, roleSchema, syntaxSchema, workloadSchema } from './model';

const position = z.object({ line: z.number().int().min(0), character: z.number().int().min(0) });
export const rangeSchema = z.object({ start: position, end: position });

export const siteSummarySchema = z.object({
  /** The site's identity in its document ("java:props#0"): stays when its values are edited. */
  id: z.string().min(1),
  label: z.string(),
  role: roleSchema.optional(),
  /** What told the role: "directive", "file name", "keys", "key prefix", "code", "Spring prefix". */
  roleOrigin: z.string().optional(),
  client: clientKindSchema,
  version: z.string().optional(),
  /** Where the version came from: "directive", "pom.xml", "build.gradle", "package.json", "setting"… */
  versionOrigin: z.string().optional(),
  syntax: syntaxSchema,
  range: rangeSchema,
  /** The keys written at the site, canonical names, values as Kafka would receive them. */
  explicit: z.record(z.string(), z.string()),
  /** explicit + the client's defaults for its version: what the client will actually run with. */
  effective: z.record(z.string(), z.string()),
  workload: workloadSchema,
  /** A hash of `effective`: benchmark annotations compare it to tell when a result is stale. */
  fingerprint: z.string(),
  /**
   * The error-level findings on this config (after the user's levels and suppressions): a client
   * built from it would not start or would fail its sends, so a benchmark refuses to run it unless told to.
   */
  errors: z.array(z.object({ code: z.string(), message: z.string(), line: z.number().int().min(0) })),
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

const textEditSchema = z.object({ range: rangeSchema, newText: z.string() });

/**
 * client → server: "Apply to this config" — write `values` (canonical Kafka key → value) into site
 * `siteId` of the document, in the site's own syntax (.properties line, Java put with its
 * constant style, kafkajs option / librdkafka key, Spring property or YAML key). The server answers
 * with the text edits for that uri (WorkspaceEdit `changes` shape) and does not apply them; keys the
 * site's client cannot express (e.g. linger.ms in kafkajs) come back in `skipped`. `edit` is absent
 * when the site is unknown (the document changed) or the syntax cannot express the edit.
 */
export namespace ApplyValuesRequest {
  export const method = 'kafkaTuning/applyValues' as const;
  export const params = z.object({ uri: z.string(), siteId: z.string().min(1), values: z.record(z.string(), z.string()) });
  export type Params = z.infer<typeof params>;
  export const result = z.object({
    edit: z.object({ changes: z.record(z.string(), z.array(textEditSchema)) }).optional(),
    skipped: z.array(z.string()),
    reason: z.string().optional(),
  });
  export type Result = z.infer<typeof result>;
}

/**
 * client → server: the tuning presets ("Apply a preset…", "Tune for latency" commands) for the
 * config at `position` (every config of the document when none is there), each with the edits
 * that write it in the site's own syntax. The client applies the chosen one as a WorkspaceEdit.
 */
export namespace PresetsRequest {
  export const method = 'kafkaTuning/presets' as const;
  export const params = z.object({ uri: z.string(), position: z.object({ line: z.number().int().min(0), character: z.number().int().min(0) }).optional() });
  export type Params = z.infer<typeof params>;
  export const presetSchema = z.object({
    id: z.enum(['latency', 'throughput', 'durability']),
    siteId: z.string(),
    siteLabel: z.string(),
    role: roleSchema,
    title: z.string(),
    /** What the preset gives up. */
    trade: z.string(),
    edits: z.array(textEditSchema),
  });
  export type Preset = z.infer<typeof presetSchema>;
  export const result = z.object({ presets: z.array(presetSchema) });
  export type Result = z.infer<typeof result>;
}

/**
 * client → server: which of `keys` the kafka-clients of OpenMessaging Benchmark's Kafka driver
 * (3.6.1) does not define for `role` (`unknown`, with the release line that added each in `addedIn`),
 * or may not (`maybe`), from the generated catalogs — for the header of an exported driver file.
 */
export namespace OmbClientGapsRequest {
  export const method = 'kafkaTuning/ombClientGaps' as const;
  export const params = z.object({ role: roleSchema, keys: z.array(z.string()) });
  export type Params = z.infer<typeof params>;
  export const result = z.object({ unknown: z.array(z.string()), maybe: z.array(z.string()), addedIn: z.record(z.string(), z.string()).default({}) });
  export type Result = z.infer<typeof result>;
}

/**
 * "Measure this fix": the VS Code command a code action names (offered only to a client that sets
 * initializationOptions.measureFix), with what it runs — the site, the fix as key → value, the rule,
 * the fix's title and whether the fix is about capacity or latency.
 */
export const MEASURE_FIX_COMMAND = 'kafkaTuning.benchmark.measureFix';
export const measureFixArgsSchema = z.object({
  uri: z.string(),
  siteId: z.string().min(1),
  values: z.record(z.string(), z.string()),
  rule: z.string(),
  fix: z.string(),
  measure: z.enum(['capacity', 'latency']),
});
export type MeasureFixArgs = z.infer<typeof measureFixArgsSchema>;
