// The language server component's public entry for other components (the CLI): the pure language
// service and the Node scan of a workspace's build files. The LSP server itself starts from
// node/server.ts.
export { createLanguageService, RULES, RULES_DOC_URL, EMPTY_WORKSPACE } from './service';
export { ruleDocUrl } from '../../common/src/docs';
export type { Analysis, ConfigSite, LanguageService, LanguageServiceOptions, Rule, SourceDocument, WorkspaceFacts } from './service';
export { scanWorkspace } from './node/workspaceScan';
export { ConfigError, loadProjectConfig, ProjectConfigs, type LoadedConfig } from './node/projectConfig';
export { FILE_SKIP_CODES, NOTICES, type Notice } from './service/notices';
