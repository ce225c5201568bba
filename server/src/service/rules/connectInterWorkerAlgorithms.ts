// connect-inter-worker-algorithms (DistributedConfig's inter-worker key checks, KIP-507): the
// workers of a Connect cluster sign their internal REST requests, and every worker must be able to
// verify what it signs, so DistributedConfig refuses an algorithm missing from
// inter.worker.verification.algorithms (compared exactly, case included). Which algorithm it
// checks changed: measured by constructing DistributedConfig, 2.8.2 and 3.0.2 require
// inter.worker.key.generation.algorithm to be in the list ("Key generation algorithm must be present
// in inter.worker.verification.algorithms list") and do not look at the signature algorithm; 3.3.2 …
// 4.4.0 require inter.worker.signature.algorithm there ("Signature algorithm must be present …")
// and no longer the key generation one. Whether the JVM supports an algorithm is its security
// providers' business and is not judged. A standalone worker does not read these keys.
import { compareVersions } from '../catalog';
import { baseName } from '../../../../common/src/model';
import { Severity, type Rule } from './types';
import { workerMode } from './wrongRoleKey';
import { listElements } from '../util/configList';

const LIST = 'inter.worker.verification.algorithms';
const KEYS = ['inter.worker.key.generation.algorithm', 'inter.worker.signature.algorithm', LIST];

export const connectInterWorkerAlgorithms: Rule = {
  id: 'connect-inter-worker-algorithms',
  severity: Severity.Error,
  roles: ['connect'],
  clients: ['java'],
  source: 'DistributedConfig inter-worker key validation (KIP-507): signature (3.3+) or key generation (before) algorithm must be in inter.worker.verification.algorithms',
  summary: 'The inter-worker signature algorithm (key generation algorithm before 3.3) is not in inter.worker.verification.algorithms: the distributed worker refuses to start.',
  docs: {
    why: 'Workers of a distributed Connect cluster sign the requests they forward to each other (KIP-507) with inter.worker.signature.algorithm and accept only the algorithms listed in inter.worker.verification.algorithms. A worker whose own algorithm is not in its list could not verify its peers\' requests, so DistributedConfig checks the pair when the worker starts. The names are compared exactly: hmacsha256 is not HmacSHA256.',
    consequence: 'The worker exits at start-up with ConfigException "Signature algorithm must be present in inter.worker.verification.algorithms list" (Kafka 3.3 and newer; "Key generation algorithm must be present …" for inter.worker.key.generation.algorithm before).',
    bad: { file: 'connect-distributed.properties', text: 'group.id=connect-cluster\ninter.worker.signature.algorithm=HmacSHA512\n' },
    good: { file: 'connect-distributed.properties', text: 'group.id=connect-cluster\ninter.worker.signature.algorithm=HmacSHA512\ninter.worker.verification.algorithms=HmacSHA512,HmacSHA256\n' },
    falsePositives: 'None known for the check itself. An algorithm the worker\'s JVM does not provide is refused too, but that is not judged here.',
    versions: 'Kafka Connect 2.3 and newer (distributed mode); the algorithm compared changed in 3.3.',
  },
  check(ctx) {
    if (!KEYS.some((k) => ctx.isSet(k))) return [];
    if (workerMode(ctx.site.entries.map((e) => e.key), baseName(ctx.doc.fileName)) === 'standalone') return [];
    const version = ctx.catalog.version;
    const key = compareVersions(version, '3.3') >= 0 ? 'inter.worker.signature.algorithm' : 'inter.worker.key.generation.algorithm';
    const raw = (k: string) => ctx.entry(k)?.value ?? ctx.info(k)?.default ?? undefined;
    const listText = raw(LIST);
    const algorithm = raw(key)?.trim();
    if (listText === undefined || algorithm === undefined || [listText, algorithm].some((v) => v.includes('${'))) return [];
    const list = listElements(listText);
    // An empty list is refused by the list's own validator (invalid-value says so).
    if (list.length === 0 || list.includes(algorithm)) return [];
    const at = ctx.isSet(key) ? ctx.entry(key)! : ctx.entry(LIST)!;
    const what = key === 'inter.worker.signature.algorithm' ? 'Signature' : 'Key generation';
    return [{
      range: at.valueRange,
      message: `${ctx.display(key)}=${algorithm}${ctx.isSet(key) ? '' : ' (default)'} is not in ${ctx.display(LIST)}=${list.join(',')}${ctx.isSet(LIST) ? '' : ' (default)'}: the distributed worker refuses to start (ConfigException "${what} algorithm must be present in inter.worker.verification.algorithms list", Kafka ${version}; names are compared exactly). Add it to the list, or sign with one the list has.`,
      fixes: [{ title: `Set ${ctx.display(LIST)}=${[...list, algorithm].join(',')}`, intents: [{ kind: 'set', key: LIST, value: [...list, algorithm].join(',') }], preferred: true }],
    }];
  },
};
