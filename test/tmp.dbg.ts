import { readFileSync } from 'node:fs';
import { catalogFor } from '../server/src/service/catalog';
import { extractSites } from '../server/src/service/sites';
import { EMPTY_WORKSPACE } from '../server/src/service/workspace';
import { parseSettings } from '../common/src/settings';
const f = process.argv[2];
const { sites } = extractSites({ uri: 'file://' + f, fileName: f, languageId: 'json', text: readFileSync(f, 'utf8') }, catalogFor(), EMPTY_WORKSPACE, parseSettings({}));
for (const s of sites) console.log(s.role, s.label, s.entries.map((e) => `${e.prefix ?? ''}|${e.key}|${e.rawKey}`).join('  '));
