// Removed keys whose removal changes nothing a user can see: rules that report the removed key say
// it at hint level, with the reason (deadKeyNote). Each case, checked against Kafka's own words:
//   - Connect's internal.key.converter / internal.value.converter: Kafka 2.0's upgrade notes say
//     "these are no longer required and default to the JSON converter. You may safely remove these
//     properties" (JsonConverter with schemas.enable=false); 3.0's say they "have been completely
//     removed … Workers are now hardcoded to use the JSON converter with schemas.enable set to false"
//     (docs/upgrade.html). Any other converter (or schemas.enable=true) changes the stored format.
//   - Connect's rest.port / rest.host.name (removed in 3.0, KAFKA-12482): ignored, the REST server
//     listens where `listeners` says, http://:8083 by default (WorkerConfig) — so rest.port=8083 and
//     an all-interfaces rest.host.name (0.0.0.0, or empty) name what happens anyway, while `listeners`
//     is unset. Another port or host moves the REST listener on upgrade and keeps its level.
//     In a MirrorMaker 2 driver file there is no REST server at all unless
//     dedicated.mode.enable.internal.rest=true (KIP-710), so any rest.port / rest.host.name is dead.
//   - MirrorMaker 2's topics.blacklist / groups.blacklist (removed in 4.0): ignored, topics.exclude /
//     groups.exclude apply with their defaults (MirrorSourceConfig, MirrorCheckpointConfig) — so a
//     blacklist equal to that default, with the new key unset, changes nothing.
import { catalogFor } from '../catalog';
import { listElements } from '../util/configList';
import type { Role } from '../model';

const JSON_CONVERTER = 'org.apache.kafka.connect.json.JsonConverter';
const CONVERTERS = new Set(['internal.key.converter', 'internal.value.converter']);
const REPLACED_LISTS: Record<string, string> = { 'topics.blacklist': 'topics.exclude', 'groups.blacklist': 'groups.exclude' };

const listOf = (v: string) => listElements(v).filter(Boolean).join(',');

/** The pre-3.0 broker keys that only applied without a listener key. */
const OLD_LISTENER_KEYS: Record<string, string> = {
  'advertised.host.name': 'advertised.listeners', 'advertised.port': 'advertised.listeners', 'host.name': 'listeners', port: 'listeners',
};

/** Why deleting the key changes nothing, said after the finding; undefined when it does change something. `value` is what the site writes for a key. */
export function deadKeyNote(key: string, value: (key: string) => string | undefined, role?: Role): string | undefined {
  const v = value(key)?.trim();
  if (v === undefined) return undefined;
  // A MirrorMaker 2 driver runs a REST server only with dedicated.mode.enable.internal.rest=true
  // (KIP-710, 3.5; MirrorMakerConfig.enableInternalRest() is false by default), and none before
  // 3.5: without it, where a REST server would listen is nobody's concern.
  if (role === 'mirrormaker' && (key === 'rest.port' || key === 'rest.host.name')) {
    return value('dedicated.mode.enable.internal.rest')?.trim().toLowerCase() === 'true'
      ? undefined
      : ' A MirrorMaker 2 driver runs no REST server unless dedicated.mode.enable.internal.rest=true (KIP-710; false by default): deleting it changes nothing.';
  }
  if (CONVERTERS.has(key)) {
    const flag = value(`${key}.schemas.enable`)?.trim();
    // Its schemas.enable line is the converter's own setting, unread with it: named here, once.
    const withFlag = flag !== undefined ? ` The ${key}.schemas.enable=${flag} line goes with it.` : '';
    return v === JSON_CONVERTER && flag?.toLowerCase() !== 'true'
      ? ` Workers use JsonConverter with schemas.enable=false for their internal topics since Kafka 2.0, which is what this line sets: deleting it changes nothing.${withFlag}`
      : undefined;
  }
  if ((key === 'rest.port' && v === '8083') || (key === 'rest.host.name' && (v === '0.0.0.0' || v === ''))) {
    return value('listeners') === undefined
      ? ' Without it the REST server listens where listeners says, http://:8083 by default (all interfaces, port 8083), which is what this line asks for: deleting it changes nothing.'
      : undefined;
  }
  // Before 3.0 removed them, a broker read advertised.host.name / advertised.port only without
  // advertised.listeners, and host.name / port only without listeners (KafkaConfig 2.x, "only used
  // when … is not set"): beside the newer key they never had an effect (check 55).
  const listenerKey = role === 'broker' ? OLD_LISTENER_KEYS[key] : undefined;
  if (listenerKey && value(listenerKey) !== undefined) {
    return ` ${listenerKey} is set here, and a broker that still knew ${key} read it only without ${listenerKey}: deleting it changes nothing.`;
  }
  const replacement = REPLACED_LISTS[key];
  if (replacement && value(replacement) === undefined) {
    const def = catalogFor(undefined).key('mirrormaker', replacement)?.default;
    return def && listOf(def) === listOf(v) ? ` Without it ${replacement} applies with its default, ${def}, which is this same list: deleting it changes nothing.` : undefined;
  }
  return undefined;
}

/**
 * What to write instead of a removed Connect REST key that does change something (rest.port=18082,
 * rest.host.name=connect-1): since 3.0 only `listeners` says where the REST server listens
 * (WorkerConfig: http://:8083 by default), so the listener that keeps the line's meaning. Undefined
 * when listeners is written (its own value decides) or the value is not a port or host.
 */
export function removedRestKeyReplacement(key: string, value: (key: string) => string | undefined, role?: Role): string | undefined {
  if (role !== 'connect' || (key !== 'rest.port' && key !== 'rest.host.name') || value('listeners') !== undefined) return undefined;
  const portText = value('rest.port')?.trim();
  const port = portText === undefined ? '8083' : /^(?:[\w.-]+:)?(\d{1,5})$/.exec(portText)?.[1];
  const hostText = value('rest.host.name')?.trim() ?? (portText && /^([\w.-]+):\d{1,5}$/.exec(portText)?.[1]) ?? '';
  if (!port || !/^[\w.-]*$/.test(hostText)) return undefined;
  const listener = `http://${hostText === '0.0.0.0' ? '' : hostText}:${port}`;
  if (listener === 'http://:8083') return undefined;
  return ` The REST server listens where listeners says, http://:8083 by default (WorkerConfig); to keep what this line asks for, write listeners=${listener}.`;
}
