// The client versions of the module a file belongs to, found the way the build tools find them:
// from the file's folder upward, the nearest pom.xml / build.gradle(.kts) decides the Java client
// and the nearest package.json the JavaScript clients. The walk stops at the workspace folder
// holding the file (the CLI: at the repository root, the nearest folder with .git, else at its
// working folder), so it reads a handful of folders however large the repository is. Results are cached
// per folder until forget() (a build file changed).
import { promises as fs } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fsPathToUri } from '../../../common/src/uri';
import type { ClientKind, ClientVersion } from '../service/model';
import type { ModuleFacts } from '../service/workspace';
import { BuildFiles, Scope, type Found } from './versions/context';
import { gradleKafkaVersion } from './versions/gradle';
import { mavenKafkaVersion } from './versions/maven';
import { npmClientVersions } from './versions/npm';

/** Folders looked at above a file at most, when no workspace folder or repository root bounds the walk. */
const MAX_UP = 24;
const JAVA_BUILD = ['pom.xml', 'build.gradle.kts', 'build.gradle'];
const KINDS: readonly ClientKind[] = ['java', 'kafkajs', 'librdkafka'];

export interface ModuleResolverOptions {
  /** Workspace folders (paths): a file inside one is resolved up to that folder and no further. */
  roots?: readonly string[];
  /**
   * The repository root (nearest folder above the file with .git) bounds the walk before the
   * roots do: the CLI, whose working folder may be one module of a repository whose parent pom
   * sits at the top.
   */
  repositoryFirst?: boolean;
}

export class ModuleResolver {
  private readonly files = new BuildFiles();
  private readonly folders = new Map<string, Promise<ModuleFacts | undefined>>();
  private readonly boundaries = new Map<string, Promise<string>>();
  private readonly roots: string[];
  private readonly repositoryFirst: boolean;

  constructor(opts: ModuleResolverOptions = {}) {
    this.roots = (opts.roots ?? []).map((r) => resolve(r));
    this.repositoryFirst = opts.repositoryFirst ?? false;
  }

  /**
   * The modules at and above the folder of `filePath`, nearest first, up to the first that speaks
   * for every client kind (or the boundary). Each is a module with the versions its build file
   * gives; a build file that names no version gives an entry without one.
   */
  async modulesFor(filePath: string): Promise<ModuleFacts[]> {
    const start = dirname(resolve(filePath));
    const boundary = await this.boundaryOf(start);
    const out: ModuleFacts[] = [];
    const open = new Set<ClientKind>(KINDS);
    for (let dir = start, i = 0; i <= MAX_UP && open.size > 0; i++) {
      const m = await this.moduleAt(dir, boundary);
      if (m) {
        out.push(m);
        for (const k of Object.keys(m.versions) as ClientKind[]) open.delete(k);
      }
      const up = dirname(dir);
      if (dir === boundary || up === dir) break;
      dir = up;
    }
    return out;
  }

  forget(): void {
    this.files.forget();
    this.folders.clear();
    this.boundaries.clear();
  }

  /**
   * Where the walk from `dir` stops: the outermost workspace folder holding it, else the
   * repository root above it (with repositoryFirst, the repository root first), else `dir`.
   */
  private boundaryOf(dir: string): Promise<string> {
    let p = this.boundaries.get(dir);
    if (!p) {
      p = (async () => {
        const root = this.roots.filter((r) => dir === r || dir.startsWith(r.endsWith(sep) ? r : r + sep)).sort((a, b) => a.length - b.length)[0];
        if (root && !this.repositoryFirst) return root;
        for (let d = dir, i = 0; i <= MAX_UP; i++) {
          if (await fs.stat(join(d, '.git')).then(() => true, () => false)) return d;
          const up = dirname(d);
          if (up === d) break;
          d = up;
        }
        return root ?? dir;
      })();
      this.boundaries.set(dir, p);
    }
    return p;
  }

  private moduleAt(dir: string, boundary: string): Promise<ModuleFacts | undefined> {
    const key = `${boundary}\0${dir}`;
    let p = this.folders.get(key);
    if (!p) {
      p = this.resolveFolder(dir, new Scope(this.files, boundary)).catch(() => undefined);
      this.folders.set(key, p);
    }
    return p;
  }

  private async resolveFolder(dir: string, scope: Scope): Promise<ModuleFacts | undefined> {
    const versions: Partial<Record<ClientKind, ClientVersion>> = {};
    const put = (kind: ClientKind, f: Found) => {
      versions[kind] = f.version ? { client: kind, version: f.version, origin: f.origin } : { client: kind };
    };
    for (const name of JAVA_BUILD) {
      const path = join(dir, name);
      if ((await scope.read(path)) === undefined) continue;
      put('java', name === 'pom.xml' ? await mavenKafkaVersion(path, scope) : await gradleKafkaVersion(path, scope));
      break;
    }
    const pkg = join(dir, 'package.json');
    // node_modules/<pkg>/package.json are packages, not this workspace's modules.
    if (!dir.split(sep).includes('node_modules') && (await scope.read(pkg)) !== undefined) {
      for (const [kind, f] of Object.entries(await npmClientVersions(pkg, scope)) as Array<[ClientKind, Found]>) put(kind, f);
    }
    return Object.keys(versions).length > 0 ? { folder: fsPathToUri(dir), versions } : undefined;
  }
}
