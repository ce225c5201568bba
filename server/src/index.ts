// The language server component's public entry for other components (the CLI): the pure language
// service, the Node scan of workspace-wide facts and the per-module build-file versions. The LSP server itself starts from
// node/server.ts.
export { createLanguageService, RULES, RULES_DOC_URL, EMPTY_WORKSPACE } from './service';
export { ruleDocUrl } from '../../common/src/docs';
export { rulePageMarkdown, rulePageText } from './service/rulePages';
export type { Analysis, ConfigSite, LanguageService, LanguageServiceOptions, ModuleFacts, Rule, SourceDocument, WorkspaceFacts } from './service';
export { scanWorkspace, type ScanOptions } from './node/workspaceScan';
export { readCodeFactsHere } from './node/codeScan';
export type { CodeFacts } from './service/crossFile';
export { carrierKeysHere } from './node/defaultChangeCarriers';
export { isSkippedFolder } from './node/skippedFolder';
export { ModuleResolver } from './node/moduleVersions';
export { ConfigError, loadProjectConfig, ProjectConfigs, type LoadedConfig } from './node/projectConfig';
export { FILE_SKIP_CODES, NOTICES, type Notice } from './service/notices';
export { ombClientGaps } from './service/ombClientGaps';
export { checkedAgainst } from './service/checkedAgainst';
export { parsersFor, readParserWasm } from './node/parserWasm';
