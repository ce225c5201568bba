// Which files `kafka-tune lint` reads. Every entry is looked at with lstat/stat before anything is
// opened: only regular files are read (a named pipe would block the run forever, a device never
// ends), symbolic links are followed once (a folder reached twice — a loop or a second link — is
// walked once), and each entry that cannot be read is reported on its own while the rest is linted.
// .gitignore files (the folder's and its parents' up to the repository root), the project file's
// `ignore` globs and --exclude globs all prune the walk.
import { promises as fs, type Dirent, type Stats } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { documentKind, supportedKinds } from '../../common/src/model';
import { isSkippedFolder, type ProjectConfigs } from '../../server/src/index';


export interface WalkNote {
  /** The entry as the user would name it. */
  path: string;
  level: 'error' | 'warning' | 'note';
  message: string;
}

export interface FoundFile {
  abs: string;
  /** The path as the user named it, or under the folder they named. */
  shown: string;
}

export interface WalkOptions {
  cwd: string;
  /** --exclude globs (.gitignore syntax, relative to cwd). */
  exclude: readonly string[];
  /** Read .gitignore files (on unless --no-ignore). */
  gitignore: boolean;
  configs: ProjectConfigs;
}

interface Scope {
  base: string;
  ig: Ignore;
}

export async function collectFiles(paths: readonly string[], opts: WalkOptions): Promise<{ files: FoundFile[]; notes: WalkNote[] }> {
  const files: FoundFile[] = [];
  const notes: WalkNote[] = [];
  const seenFiles = new Set<string>();
  const seenDirs = new Set<string>();
  const excluded = ignore().add([...opts.exclude]);
  const gitScopes = new Map<string, Scope | null>();

  const isExcluded = (abs: string, isDir: boolean): string | undefined => {
    const rel = relative(opts.cwd, abs);
    if (rel && !rel.startsWith('..') && excluded.ignores(toPosix(rel) + (isDir ? '/' : ''))) return 'excluded by --exclude';
    return undefined;
  };

  const gitScope = async (dir: string): Promise<Scope | null> => {
    if (!gitScopes.has(dir)) {
      const text = await fs.readFile(join(dir, '.gitignore'), 'utf8').catch(() => undefined);
      gitScopes.set(dir, text === undefined ? null : { base: dir, ig: ignore().add(text) });
    }
    return gitScopes.get(dir) ?? null;
  };

  /** .gitignore files from the repository root (or filesystem root) down to `dir`, deepest first. */
  const ancestorsOf = async (dir: string): Promise<Scope[]> => {
    const chain: Scope[] = [];
    for (let d = dir; ; d = dirname(d)) {
      const s = await gitScope(d);
      if (s) chain.push(s);
      const isRepoRoot = await fs.stat(join(d, '.git')).then(() => true, () => false);
      if (isRepoRoot || dirname(d) === d) break;
    }
    return chain;
  };

  const gitIgnored = (scopes: readonly Scope[], abs: string, isDir: boolean): boolean => {
    if (!opts.gitignore) return false;
    for (const s of scopes) {
      const rel = toPosix(relative(s.base, abs)) + (isDir ? '/' : '');
      // The deepest .gitignore that has an opinion decides, as in git.
      const r = s.ig.test(rel);
      if (r.ignored) return true;
      if (r.unignored) return false;
    }
    return false;
  };

  const configIgnored = async (abs: string, isDir: boolean): Promise<string | undefined> => {
    const cfg = await (isDir ? opts.configs.forDir(abs) : opts.configs.forFile(abs)).catch(() => undefined);
    return cfg?.ignores(abs) ? `ignored by ${relativeOr(opts.cwd, cfg.path)}` : undefined;
  };

  const addFile = (abs: string, shown: string, real: string) => {
    if (seenFiles.has(real)) return;
    seenFiles.add(real);
    files.push({ abs, shown });
  };

  const walkDir = async (abs: string, shown: string, scopes: Scope[]): Promise<void> => {
    let real: string;
    try {
      real = await fs.realpath(abs);
    } catch (e) {
      notes.push({ path: shown, level: 'error', message: `cannot resolve folder (${describe(e)})` });
      return;
    }
    if (seenDirs.has(real)) return;
    seenDirs.add(real);
    let entries: Dirent[];
    try {
      entries = await fs.readdir(abs, { withFileTypes: true });
    } catch (e) {
      notes.push({ path: shown, level: 'error', message: `cannot read folder (${describe(e)}); its files were not linted` });
      return;
    }
    const own = opts.gitignore ? await gitScope(abs) : null;
    const here = own ? [own, ...scopes] : scopes;
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const childAbs = join(abs, e.name);
      const childShown = join(shown, e.name);
      let kind: 'dir' | 'file' | 'special' | 'other';
      let special = '';
      if (e.isSymbolicLink()) {
        let st: Stats;
        try {
          st = await fs.stat(childAbs);
        } catch (err) {
          // A dangling link named like a config file is a file the user expects to be read, unless
          // --exclude, .gitignore or the project file's ignore globs leave it out like any other file.
          const left = isExcluded(childAbs, false) || gitIgnored(here, childAbs, false) || (await configIgnored(childAbs, false));
          if (documentKind(e.name) && !left) notes.push({ path: childShown, level: 'error', message: `symbolic link to a missing target (${describe(err)})` });
          continue;
        }
        kind = st.isDirectory() ? 'dir' : st.isFile() ? 'file' : 'special';
        special = specialKind(st);
      } else if (e.isDirectory()) kind = 'dir';
      else if (e.isFile()) kind = 'file';
      else {
        kind = 'special';
        special = specialKind(e);
      }
      if (kind === 'dir') {
        if (e.name.startsWith('.') || (await isSkippedFolder(childAbs, e.name))) continue;
        if (isExcluded(childAbs, true) || gitIgnored(here, childAbs, true) || (await configIgnored(childAbs, true))) continue;
        await walkDir(childAbs, childShown, here);
        continue;
      }
      if (!documentKind(e.name)) continue;
      if (isExcluded(childAbs, false) || gitIgnored(here, childAbs, false) || (await configIgnored(childAbs, false))) continue;
      if (kind === 'special') {
        notes.push({ path: childShown, level: 'note', message: `skipped: ${special}, not a regular file (never opened)` });
        continue;
      }
      addFile(childAbs, childShown, await fs.realpath(childAbs).catch(() => childAbs));
    }
  };

  for (const given of paths) {
    const abs = resolve(opts.cwd, given);
    let st: Stats;
    try {
      st = await fs.stat(abs);
    } catch (e) {
      const dangling = await fs.lstat(abs).then((l) => l.isSymbolicLink(), () => false);
      notes.push({ path: given, level: 'error', message: dangling ? `symbolic link to a missing target (${describe(e)})` : (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file or folder' : `cannot read (${describe(e)})` });
      continue;
    }
    const why = isExcluded(abs, st.isDirectory()) ?? (await configIgnored(abs, st.isDirectory()));
    if (why) {
      notes.push({ path: given, level: 'warning', message: `not linted: ${why}` });
      continue;
    }
    if (st.isDirectory()) {
      await walkDir(abs, given, opts.gitignore ? (await ancestorsOf(dirname(abs))) : []);
      continue;
    }
    if (!st.isFile()) {
      notes.push({ path: given, level: 'warning', message: `skipped: ${specialKind(st)}, not a regular file (never opened)` });
      continue;
    }
    if (!documentKind(basename(abs))) {
      notes.push({ path: given, level: 'warning', message: `not linted: kafka-tune reads ${supportedKinds()}` });
      continue;
    }
    addFile(abs, given, await fs.realpath(abs).catch(() => abs));
  }
  return { files, notes };
}

function specialKind(st: { isFIFO(): boolean; isSocket(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean }): string {
  if (st.isFIFO()) return 'a named pipe (FIFO)';
  if (st.isSocket()) return 'a socket';
  if (st.isCharacterDevice() || st.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

export function describe(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  const words: Record<string, string> = { EACCES: 'permission denied', EPERM: 'operation not permitted', ENOENT: 'not found', ELOOP: 'too many levels of symbolic links', EISDIR: 'is a folder', ENOTDIR: 'a path component is not a folder' };
  return code ? `${words[code] ?? code}` : (e as Error).message;
}

function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

function relativeOr(cwd: string, p: string): string {
  const r = relative(cwd, p);
  return r && !r.startsWith('..') ? r : p;
}
