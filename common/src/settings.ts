// The `kafkaTuning.*` settings, declared once. The language service reads the first group (from
// VS Code, or a CLI config); the VS Code client reads `kafkaTuning.benchmark.*`. Parsed
// tolerantly: a bad value falls back to its default instead of breaking analysis.
// package.json's contributes.configuration is checked against these by test/unit/model-drift.test.ts.
import { z } from 'zod';
import { CLIENT_KINDS, type ClientKind, workloadSchema } from './model';

export const RULE_LEVELS = ['off', 'error', 'warning', 'information', 'hint'] as const;
export const ruleLevelSchema = z.enum(RULE_LEVELS);
export type RuleLevel = z.infer<typeof ruleLevelSchema>;

export const DEFAULT_MAX_FILE_BYTES = 5_000_000;

const versionSchema = z.string().regex(/^\d+(\.\d+){0,2}$/);

/** Client version per client kind ({ "java": "3.9", "kafkajs": "2.2.4" }); a bad entry is dropped, the rest kept. */
const clientVersionsSchema = z.object(
  Object.fromEntries(CLIENT_KINDS.map((k) => [k, versionSchema.optional().catch(undefined)])) as { [K in ClientKind]: z.ZodCatch<z.ZodOptional<z.ZodString>> },
);

/** `kafkaTuning.<key>`: what the language service is told. */
export const settingsSchema = z.object({
  /** Per-rule level overrides: { "max-block-default": "off" }. */
  rules: z.record(z.string(), ruleLevelSchema).catch({}).default({}),
  /** Workload assumed where no directive declares one. */
  workload: workloadSchema.catch({}).default({}),
  /** Java client version to assume when the workspace's build files do not say (e.g. "4.1"); '' = not set. */
  javaClientVersion: z.string().regex(/^(\d+(\.\d+){0,2})?$/).catch('').default(''),
  /** Client version per kind when the build files do not say; wins over javaClientVersion. */
  clientVersions: clientVersionsSchema.catch({}).default({}),
  /**
   * Keys that belong to the application, not to Kafka (`app.*`, `myservice.**`), so unknown-key
   * leaves them alone: `*` stays within one dot-separated segment, `**` crosses segments.
   */
  applicationKeys: z.array(z.string()).catch([]).default([]),
  /** Files larger than this are skipped with an information message instead of analysed. */
  maxFileBytes: z.number().int().min(1000).catch(DEFAULT_MAX_FILE_BYTES).default(DEFAULT_MAX_FILE_BYTES),
});

export type Settings = z.infer<typeof settingsSchema>;

export function parseSettings(value: unknown): Settings {
  const r = settingsSchema.safeParse(value ?? {});
  return r.success ? r.data : settingsSchema.parse({});
}

/**
 * The project configuration file, read by the CLI and the editor alike: found by walking up from
 * each file (the nearest one wins, like Prettier's), or named with `kafka-tune --config`. Its
 * JSON schema (schemas/kafka-tuning.schema.json, generated from this one) lets editors validate
 * it. Parsed strictly: a typo in a shared file should be reported, not silently ignored.
 */
export const PROJECT_CONFIG_FILE = '.kafka-tuning.json';

export const projectConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  rules: z.record(z.string(), ruleLevelSchema).optional().describe('Per-rule levels, e.g. { "max-block-default": "off" }. Rule ids are the diagnostic codes.'),
  workload: workloadSchema.strict().optional().describe('Workload assumed where no `# kafka-tuning:` directive declares one.'),
  clientVersions: z.strictObject(Object.fromEntries(CLIENT_KINDS.map((k) => [k, versionSchema.optional()])) as { [K in ClientKind]: z.ZodOptional<z.ZodString> })
    .optional().describe('Client version per client kind to assume when the build files do not say, e.g. { "java": "3.9" }.'),
  applicationKeys: z.array(z.string()).optional().describe('Keys that belong to the application, not Kafka (unknown-key ignores them): `*` matches within one dot-separated segment, `**` across segments.'),
  ignore: z.array(z.string()).optional().describe('Files not linted, as .gitignore patterns relative to this file (e.g. "**/test/fixtures/**").'),
  maxFileBytes: z.number().int().min(1000).optional().describe('Files larger than this are skipped with a note instead of analysed. Each language also has a cap of its own (Java 500,000, TypeScript/JavaScript 600,000, .properties and YAML 2,500,000, JSON 1,000,000 characters), which this can lower but not raise.'),
});
export type ProjectConfig = z.infer<typeof projectConfigSchema>;

/** The settings a project file gives the language service (everything but `ignore`, which decides which files are read). */
export function projectSettings(config: ProjectConfig | undefined): Settings {
  return parseSettings({
    rules: config?.rules,
    workload: config?.workload,
    clientVersions: config?.clientVersions,
    applicationKeys: config?.applicationKeys,
    maxFileBytes: config?.maxFileBytes,
  });
}

/**
 * The editor's settings layered over the project file: what VS Code sets wins key by key (a
 * rule, a workload field, a client version). VS Code reports defaults as values, so a default
 * `maxFileBytes` does not hide the project's.
 */
export function layerSettings(config: ProjectConfig | undefined, editor: unknown): Settings {
  const base = projectSettings(config);
  if (editor === undefined || editor === null) return base;
  const top = parseSettings(editor);
  return {
    rules: { ...base.rules, ...top.rules },
    workload: { ...base.workload, ...top.workload },
    javaClientVersion: top.javaClientVersion ?? base.javaClientVersion,
    clientVersions: { ...base.clientVersions, ...defined(top.clientVersions) },
    applicationKeys: [...base.applicationKeys, ...top.applicationKeys],
    maxFileBytes: top.maxFileBytes !== DEFAULT_MAX_FILE_BYTES ? top.maxFileBytes : base.maxFileBytes,
  };
}

function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export const DEFAULT_BOOTSTRAP = '127.0.0.1:9092';

/** `kafkaTuning.benchmark.<key>`: read by the VS Code client only (the CLI takes flags). */
export const benchmarkSettingsSchema = z.object({
  bootstrap: z.string().catch(DEFAULT_BOOTSTRAP).default(DEFAULT_BOOTSTRAP),
  allowNonLoopback: z.boolean().catch(false).default(false),
  perfTestCommand: z.string().catch('').default(''),
});
export type BenchmarkSettings = z.infer<typeof benchmarkSettingsSchema>;
