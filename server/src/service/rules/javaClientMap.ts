// What the file shows about a client map built in Java code: how many arguments each
// KafkaConsumer / DefaultKafkaConsumerFactory (or KafkaProducer / DefaultKafkaProducerFactory)
// construction takes (a second and third argument are Deserializer / Serializer instances, which
// take precedence over the map's classes), and whether the map may hold more than the file shows.
// Used by the rules that reason about the whole map.
import { memoByText } from '../parse/textMemo';

const CONSTRUCTORS = {
  consumer: /\bnew\s+(KafkaConsumer|DefaultKafkaConsumerFactory)\s*(?:<[^()]*?>)?\s*\(/g,
  producer: /\bnew\s+(KafkaProducer|DefaultKafkaProducerFactory)\s*(?:<[^()]*?>)?\s*\(/g,
};
/** The map may hold more than the file shows, or the (de)serializers arrive another way. */
// (a map copied from another, raw types included: new HashMap(injected); a map that starts as what
// a method returns — Map<String, Object> props = commonProperties(); — whose body may put the
// (de)serializers, or as a call on another map — properties.entrySet().stream()…collect(…);
// Properties loaded from a file or a stream; keys merged in by putIfAbsent/merge.)
const ELSEWHERE = /\b(?:Map|HashMap|LinkedHashMap|Properties)\s*(?:<[^;=()]*>)?\s+\w+\s*=\s*(?:(?:this\.|(?!(?:Map|Collections|ImmutableMap)\.)[A-Z]\w*\.)?[a-z]\w*\s*\(|(?:this\.)?[a-z]\w*\s*\.\s*[a-z]\w*\s*\()|\bputAll\s*\(|build(?:Consumer|Producer)?Properties\s*\(|set(?:Key|Value)(?:Des|S)erializer(?:Supplier)?\s*\(|new\s+(?:Hash|LinkedHash|Tree|ConcurrentHash)?Map\s*(?:<[^>]*>)?\s*\(\s*[A-Za-z_]|new\s+Properties\s*\(\s*[A-Za-z_]|\.load(?:FromXML)?\s*\(|\.(?:putIfAbsent|merge|computeIfAbsent)\s*\(/;

/** The argument texts of each consumer (or producer) and its factory's construction in the text. */
export function constructorArgs(text: string, role: 'consumer' | 'producer' = 'consumer'): string[][] {
  const out: string[][] = [];
  for (const m of text.matchAll(CONSTRUCTORS[role])) {
    let depth = 0;
    const args: string[] = [];
    let start = m.index! + m[0].length;
    let i = start;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '(' || c === '<' || c === '{' || c === '[') depth++;
      else if (c === ')' || c === '>' || c === '}' || c === ']') {
        if (depth === 0) break;
        depth--;
      } else if (c === ',' && depth === 0) {
        args.push(text.slice(start, i).trim());
        start = i + 1;
      }
    }
    const last = text.slice(start, i).trim();
    if (last || args.length > 0) args.push(last);
    out.push(args);
  }
  return out;
}

/** The number of arguments of each consumer (or producer) and its factory's construction in the text. */
export function constructorArities(text: string, role: 'consumer' | 'producer' = 'consumer'): number[] {
  return constructorArgs(text, role).map((a) => a.length);
}

/** constructorArgs of each role as a function of the text alone, for ctx.fromText (one function each, so the answer is shared by all sites). */
export const CONSTRUCTOR_ARGS = {
  consumer: (text: string) => constructorArgs(text, 'consumer'),
  producer: (text: string) => constructorArgs(text, 'producer'),
};
/** constructorArities of each role, for ctx.fromText. */
export const CONSTRUCTOR_ARITIES = {
  consumer: (text: string) => constructorArities(text, 'consumer'),
  producer: (text: string) => constructorArities(text, 'producer'),
};

/** Names declared as maps or Properties in the text. */
const MAP_DECLARATION = /\b(?:Map|HashMap|LinkedHashMap|TreeMap|Properties)\s*(?:<[^;=()]*>)?\s+([a-z]\w*)\s*[=;]/g;

/**
 * A map handed to a helper as a statement of its own (`setupSerializers(props);`): the helper may
 * put keys the map's own lines do not show. An independent check found serializer-missing's error
 * on a map whose serializers a same-file helper put.
 */
function passedToHelper(text: string): boolean {
  const names = new Set([...text.matchAll(MAP_DECLARATION)].map((m) => m[1]));
  for (const name of names) {
    const call = new RegExp(`(?:^|[;{}])\\s*(?:this\\.)?[a-z]\\w*\\s*\\([^;()]*\\b${name}\\b[^;()]*\\)\\s*;`, 'm');
    if (call.test(text)) return true;
  }
  return false;
}

/**
 * True when the map may hold keys the file does not show, or the (de)serializers arrive another way.
 * Asked by several rules for every site of a file: answered once per text (parse/textMemo.ts).
 */
export function mapMayHoldMore(text: string): boolean {
  return memoByText(text, 'java map may hold more', (t) => ELSEWHERE.test(t) || passedToHelper(t) || !CREATES_MAP.test(t));
}

/**
 * The file makes a map of its own. One that makes none takes its config from elsewhere, an injected
 * Properties bean say (check 52: `@Qualifier("producerConfig") Properties props`, whose bean set
 * both serializers in another file).
 */
const CREATES_MAP = /\bnew\s+(?:(?:Hash|LinkedHash|Tree|ConcurrentHash)?Map|Properties)\b|\b(?:Map|ImmutableMap)\s*\.\s*(?:of|ofEntries|builder)\s*\(/;
