// What the build-file readers share: cached, size-bounded file reads and the repository boundary
// they must not read beyond (a parent pom or gradle.properties outside it is not this build's).
import { promises as fs } from 'node:fs';
import { relative, sep } from 'node:path';

/** Build files past this size are not read (a generated 10 MB pom says nothing we need). */
const MAX_BUILD_FILE_BYTES = 2_000_000;

/** A version a build file gives, and where from, in words for the status bar and messages. */
export interface Found {
  version?: string;
  origin?: string;
}

export class BuildFiles {
  private readonly texts = new Map<string, Promise<string | undefined>>();

  /** The text of a regular file under the size limit; undefined when absent or unreadable. */
  read(path: string): Promise<string | undefined> {
    let p = this.texts.get(path);
    if (!p) {
      p = (async () => {
        const st = await fs.stat(path).catch(() => undefined);
        if (!st?.isFile() || st.size > MAX_BUILD_FILE_BYTES) return undefined;
        return fs.readFile(path, 'utf8').catch(() => undefined);
      })();
      this.texts.set(path, p);
    }
    return p;
  }

  forget(): void {
    this.texts.clear();
  }
}

/** One resolution: the files, the boundary (repository or workspace folder) and how paths are shown. */
export class Scope {
  constructor(readonly files: BuildFiles, readonly boundary: string) {}

  inside(path: string): boolean {
    return path === this.boundary || path.startsWith(this.boundary.endsWith(sep) ? this.boundary : this.boundary + sep);
  }

  /** A path as shown to the user: relative to the boundary, with '/'. */
  rel(path: string): string {
    return relative(this.boundary, path).split(sep).join('/') || path;
  }

  read(path: string): Promise<string | undefined> {
    return this.inside(path) ? this.files.read(path) : Promise.resolve(undefined);
  }
}
