// The `kafkaTuning.*` settings, declared once. The language service reads the first group (from
// VS Code, or a CLI config); the VS Code client reads `kafkaTuning.benchmark.*`. Parsed
// tolerantly: a bad value falls back to its default instead of breaking analysis.
// package.json's contributes.configuration is checked against these by test/unit/model-drift.test.ts.
import { z } from 'zod';
import { workloadSchema } from './model';

export const RULE_LEVELS = ['off', 'error', 'warning', 'information', 'hint'] as const;
export const ruleLevelSchema = z.enum(RULE_LEVELS);
export type RuleLevel = z.infer<typeof ruleLevelSchema>;

export const DEFAULT_MAX_FILE_BYTES = 5_000_000;

/** `kafkaTuning.<key>`: what the language service is told. */
export const settingsSchema = z.object({
  /** Per-rule level overrides: { "max-block-default": "off" }. */
  rules: z.record(z.string(), ruleLevelSchema).catch({}).default({}),
  /** Workload assumed where no directive declares one. */
  workload: workloadSchema.catch({}).default({}),
  /** Java client version to assume when the workspace's build files do not say (e.g. "4.1"); '' = not set. */
  javaClientVersion: z.string().regex(/^(\d+(\.\d+){0,2})?$/).catch('').default(''),
  /** Files larger than this are skipped with an information message instead of analysed. */
  maxFileBytes: z.number().int().min(1000).catch(DEFAULT_MAX_FILE_BYTES).default(DEFAULT_MAX_FILE_BYTES),
});

export type Settings = z.infer<typeof settingsSchema>;

export function parseSettings(value: unknown): Settings {
  const r = settingsSchema.safeParse(value ?? {});
  return r.success ? r.data : settingsSchema.parse({});
}

export const DEFAULT_BOOTSTRAP = '127.0.0.1:9092';

/** `kafkaTuning.benchmark.<key>`: read by the VS Code client only (the CLI takes flags). */
export const benchmarkSettingsSchema = z.object({
  bootstrap: z.string().catch(DEFAULT_BOOTSTRAP).default(DEFAULT_BOOTSTRAP),
  allowNonLoopback: z.boolean().catch(false).default(false),
  perfTestCommand: z.string().catch('').default(''),
});
export type BenchmarkSettings = z.infer<typeof benchmarkSettingsSchema>;
