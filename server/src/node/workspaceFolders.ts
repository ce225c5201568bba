// The LSP hands the server workspace folders and documents as URIs; the scan and the module
// resolution read files, so they need paths. Kept apart from server.ts (which opens a connection
// on import) so a unit test can drive it.
import { uriToFsPath } from '../../../common/src/uri';
import type { ServerRuntime } from '../lsp/startServer';
import type { WorkspaceFacts } from '../service/workspace';
import { ModuleResolver } from './moduleVersions';
import { scanWorkspace } from './workspaceScan';

export function scanWorkspaceFolders(folderUris: string[], scan: (paths: string[]) => Promise<WorkspaceFacts> = scanWorkspace): Promise<WorkspaceFacts> {
  return scan(folderUris.map(uriToFsPath));
}

/** The server's module lookup: one resolver (and cache) per set of workspace folders. */
export function moduleRuntime(): Required<Pick<ServerRuntime, 'modulesFor' | 'forgetModules'>> {
  let resolver: ModuleResolver | undefined;
  let rootsKey = '';
  return {
    modulesFor(fileUri, folderUris) {
      // An untitled buffer or a remote document has no folder on this disk.
      if (!/^file:/i.test(fileUri)) return Promise.resolve([]);
      const roots = folderUris.filter((u) => /^file:/i.test(u)).map(uriToFsPath);
      const key = roots.join('\0');
      if (!resolver || key !== rootsKey) {
        resolver = new ModuleResolver({ roots });
        rootsKey = key;
      }
      return resolver.modulesFor(uriToFsPath(fileUri));
    },
    forgetModules: () => resolver?.forget(),
  };
}
