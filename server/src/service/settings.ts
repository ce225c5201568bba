// User settings that reach the language service (VS Code `kafkaTuning.*`, or a CLI config).
// Parsed tolerantly: a bad value falls back to its default instead of breaking analysis.
import { z } from 'zod';

const level = z.enum(['off', 'error', 'warning', 'information', 'hint']);
export type RuleLevel = z.infer<typeof level>;

const workload = z.object({
  recordBytes: z.number().int().min(0).optional(),
  keyBytes: z.number().int().min(0).optional(),
  rate: z.number().min(0).optional(),
  partitions: z.number().int().min(1).optional(),
  processMs: z.number().min(0).optional(),
  p99Ms: z.number().min(0).optional(),
});

export const settingsSchema = z.object({
  /** Per-rule level overrides: { "max-block-default": "off" }. */
  rules: z.record(z.string(), level).catch({}).default({}),
  /** Workload assumed where no directive declares one. */
  workload: workload.catch({}).default({}),
  /** Java client version to assume when the workspace's build files do not say (e.g. "4.1"). */
  javaClientVersion: z.string().regex(/^\d+(\.\d+){0,2}$/).optional().catch(undefined),
  /** Files larger than this are skipped with an information message instead of analysed. */
  maxFileBytes: z.number().int().min(1000).catch(5_000_000).default(5_000_000),
});

export type Settings = z.infer<typeof settingsSchema>;

export function parseSettings(value: unknown): Settings {
  const r = settingsSchema.safeParse(value ?? {});
  return r.success ? r.data : settingsSchema.parse({});
}
