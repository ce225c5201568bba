// Finds and reads the project configuration file (.kafka-tuning.json) for a file on disk: the
// nearest one walking up from the file's folder, as ESLint and Prettier find theirs, or the one
// named explicitly (`kafka-tune --config`). The CLI and the language server both read it here, so
// one file gives the same findings in the editor and in CI.
import { promises as fs } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ignore from 'ignore';
import { PROJECT_CONFIG_FILE, projectConfigSchema, projectSettings, type ProjectConfig, type Settings } from '../../../common/src/settings';
import { editDistance } from '../../../common/src/editDistance';
import { RULES } from '../service/rules';
import { NOTICES } from '../service/notices';

export interface LoadedConfig {
  /** Absolute path of the file. */
  path: string;
  config: ProjectConfig;
  /** What the file tells the language service. */
  settings: Settings;
  /** True when the file's `ignore` globs exclude this absolute path. */
  ignores(absPath: string): boolean;
}

/** A configuration file that exists but cannot be used; the message names the file and the field. */
export class ConfigError extends Error {
  constructor(readonly path: string, message: string) {
    super(`${path}: ${message}`);
  }
}

export async function loadProjectConfig(path: string): Promise<LoadedConfig> {
  const abs = resolve(path);
  let text: string;
  try {
    text = await fs.readFile(abs, 'utf8');
  } catch (e) {
    throw new ConfigError(abs, `cannot read the configuration file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ConfigError(abs, `not valid JSON (${(e as Error).message})`);
  }
  const parsed = projectConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(top level)'}: ${i.message}`);
    throw new ConfigError(abs, issues.join('; '));
  }
  const config = parsed.data;
  // A misspelt rule id would silently leave that rule on: name it, as for any other bad field.
  const codes = [...RULES.map((r) => r.id), ...NOTICES.map((n) => n.id)];
  const unknown = Object.keys(config.rules ?? {}).filter((id) => !codes.includes(id));
  if (unknown.length > 0) {
    throw new ConfigError(abs, unknown.map((id) => {
      const near = codes.filter((c) => editDistance(c, id) <= 2);
      return `rules.${id}: no rule or notice has this id${near.length ? ` (did you mean '${near[0]}'?)` : ''}; the rule ids are the diagnostic codes`;
    }).join('; '));
  }
  const dir = dirname(abs);
  const matcher = ignore().add(config.ignore ?? []);
  return {
    path: abs,
    config,
    settings: projectSettings(config),
    ignores(file) {
      if (!config.ignore?.length) return false;
      const rel = relative(dir, file);
      // Globs are relative to the file's folder; a file outside it is not theirs to ignore.
      if (!rel || rel.startsWith('..') || isAbsolute(rel)) return false;
      return matcher.ignores(rel.split(sep).join('/'));
    },
  };
}

/**
 * Configuration lookups for many files, each folder asked once. With `override` every file gets
 * that file. Errors are cached too: a broken file is reported once, not once per file under it.
 */
export class ProjectConfigs {
  private readonly byDir = new Map<string, Promise<LoadedConfig | undefined>>();
  private readonly fixed?: Promise<LoadedConfig>;

  constructor(override?: string) {
    if (override) {
      this.fixed = loadProjectConfig(override);
      this.fixed.catch(() => undefined);
    }
  }

  forFile(absPath: string): Promise<LoadedConfig | undefined> {
    return this.fixed ?? this.forDir(dirname(absPath));
  }

  /** The configuration that governs the files in `dir`. */
  forDir(dir: string): Promise<LoadedConfig | undefined> {
    let hit = this.byDir.get(dir);
    if (!hit) {
      hit = (async () => {
        const candidate = join(dir, PROJECT_CONFIG_FILE);
        const st = await fs.stat(candidate).catch(() => undefined);
        if (st?.isFile()) return loadProjectConfig(candidate);
        const parent = dirname(dir);
        return parent === dir ? undefined : this.forDir(parent);
      })();
      // Rejections are awaited by each caller; this keeps an unawaited one from crashing the process.
      hit.catch(() => undefined);
      this.byDir.set(dir, hit);
    }
    return hit;
  }

  /** Forget what was read (the server calls this when a configuration file changes). */
  clear(): void {
    this.byDir.clear();
  }
}

/** The language server's side of the lookup: documents arrive as URIs; only file: ones have a project file. */
export function projectConfigRuntime(): { projectConfig(uri: string): Promise<{ path: string; config: ProjectConfig; ignored: boolean } | undefined>; forgetProjectConfigs(): void } {
  const configs = new ProjectConfigs();
  return {
    async projectConfig(uri) {
      if (!uri.startsWith('file:')) return undefined;
      const path = fileURLToPath(uri);
      const hit = await configs.forFile(path);
      return hit && { path: hit.path, config: hit.config, ignored: hit.ignores(path) };
    },
    forgetProjectConfigs: () => configs.clear(),
  };
}
