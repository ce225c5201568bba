package kafkatuning.catalog;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns a ConfigDef.Validator into plain data. Reads the validator's private fields by reflection
 * because no public accessor exists; field names checked against ConfigDef.java of 2.8.2 … 4.4.0.
 * Anything not understood becomes {kind:'other', text: toString()} so nothing is silently guessed.
 */
final class Validators {
    private Validators() {}

    static Map<String, Object> describe(Object v) {
        Map<String, Object> out = new LinkedHashMap<>();
        String cls = v.getClass().getName();
        String simple = cls.substring(cls.lastIndexOf('.') + 1);
        try {
            switch (simple) {
                case "ConfigDef$Range": {
                    out.put("kind", "range");
                    Object min = field(v, "min");
                    Object max = field(v, "max");
                    // Exact Java text (Long.MAX_VALUE does not survive a JSON number); Range compares doubleValue().
                    if (min != null) out.put("min", String.valueOf(min));
                    if (max != null) out.put("max", String.valueOf(max));
                    return out;
                }
                case "ConfigDef$ValidString": {
                    out.put("kind", "in");
                    Collection<?> valid = (Collection<?>) field(v, "validStrings");
                    out.put("values", strings(valid));
                    out.put("caseSensitive", true);
                    // ValidString.in(null, "2.4", …) (StreamsConfig upgrade.from): Kafka prints the null
                    // as "null", but the text "null" does not match it.
                    int at = new ArrayList<Object>(valid).indexOf(null);
                    if (at >= 0) out.put("nullAt", at);
                    return out;
                }
                case "ConfigDef$CaseInsensitiveValidString":
                    out.put("kind", "in");
                    // A Set of upper-cased strings in 3.x/4.x; its iteration order is the order Kafka prints.
                    out.put("values", strings(field(v, "validStrings")));
                    out.put("caseSensitive", false);
                    return out;
                case "ConfigDef$ValidList": {
                    out.put("kind", "list-in");
                    Object vs = field(v, "validString");
                    out.put("values", vs == null ? List.of() : strings(field(vs, "validStrings")));
                    out.put("caseSensitive", true);
                    // KIP-1161 (4.2+) added these flags; their presence also means duplicates and empty
                    // elements are rejected (ValidList.ensureValid bytecode of 4.4.0).
                    if (hasField(v, "isEmptyAllowed")) {
                        out.put("emptyListAllowed", field(v, "isEmptyAllowed"));
                        out.put("nullAllowed", field(v, "isNullAllowed"));
                        out.put("strictElements", true);
                    }
                    return out;
                }
                case "ConfigDef$NonEmptyString":
                    out.put("kind", "non-empty-string");
                    return out;
                case "ConfigDef$NonEmptyStringWithoutControlChars":
                    out.put("kind", "non-empty-string");
                    out.put("noControlChars", true);
                    return out;
                case "ConfigDef$NonNullValidator":
                    out.put("kind", "non-null");
                    return out;
                case "ConfigDef$CompositeValidator": {
                    List<Object> parts = new ArrayList<>();
                    for (Object p : (Collection<?>) field(v, "validators")) parts.add(describe(p));
                    out.put("kind", "all");
                    out.put("of", parts);
                    return out;
                }
                default:
                    break;
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            out.clear();
        }
        out.put("kind", "other");
        out.put("text", stableLambda(safeToString(v)));
        out.put("class", stableLambda(simple));
        return out;
    }

    /**
     * A lambda validator (StreamsConfig's topology.optimization in 3.4–3.6) prints as
     * "StreamsConfig$$Lambda$54/0x00007fec14103d00@6107227e": the number, address and hash change
     * on every JVM run, which made the catalog drift check fail on every regeneration. Kept: the
     * class that defines it.
     */
    static String stableLambda(String text) {
        return text.replaceAll("\\$\\$Lambda\\$[0-9]+/0x[0-9a-f]+(@[0-9a-f]+)?", "\\$\\$Lambda");
    }

    private static String safeToString(Object v) {
        try {
            return String.valueOf(v);
        } catch (RuntimeException e) {
            return v.getClass().getSimpleName();
        }
    }

    private static List<String> strings(Object c) {
        List<String> out = new ArrayList<>();
        for (Object o : (Collection<?>) c) out.add(String.valueOf(o));
        return out;
    }

    static boolean hasField(Object o, String name) {
        for (Class<?> c = o.getClass(); c != null; c = c.getSuperclass()) {
            try {
                c.getDeclaredField(name);
                return true;
            } catch (NoSuchFieldException e) {
                // look in the superclass
            }
        }
        return false;
    }

    static Object field(Object o, String name) throws ReflectiveOperationException {
        for (Class<?> c = o.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField(name);
                f.setAccessible(true);
                return f.get(o);
            } catch (NoSuchFieldException e) {
                // look in the superclass
            }
        }
        throw new NoSuchFieldException(name);
    }
}
