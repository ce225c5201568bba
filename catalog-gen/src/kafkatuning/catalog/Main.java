package kafkatuning.catalog;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads the real Kafka ConfigDefs on the classpath.
 *   catalog <version>  → one JSON object on stdout: roles → keys (type, default, validator, importance), constants,
 *                        every other public static field of the config classes (fields), and the values of
 *                        their number, boolean and DEFAULT_* String fields (values).
 *   check              → stdin lines "role\tkey\tbase64(value)"; stdout "ok" or "invalid\t<message>" per line,
 *                        decided by ConfigDef's own parseValue (parseType + validator), nothing re-implemented.
 *   construct          → whole configs: builds the real clients / Streams and Connect config classes (Construct).
 * No documentation strings are written: the doc text is read only to decide whether it declares the key
 * deprecated (Deprecations), which the JSON records as facts (evidence, replacement key, removal release).
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) throws Exception {
        // Keep stdout clean: some 2.8/3.x static initialisers log through slf4j's NOP binder warning.
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        System.setOut(new PrintStream(System.err, true, StandardCharsets.UTF_8));
        if (args.length >= 2 && args[0].equals("catalog")) {
            out.println(Json.write(catalog(args[1])));
        } else if (args.length == 1 && args[0].equals("check")) {
            check(out);
        } else if (args.length == 1 && args[0].equals("construct")) {
            Construct.run(out);
        } else {
            System.err.println("usage: Main catalog <version> | Main check | Main construct");
            System.exit(2);
        }
        out.flush();
    }

    private static Class<?> configDefClass() throws ClassNotFoundException {
        return Class.forName("org.apache.kafka.common.config.ConfigDef");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> keys(Object configDef) throws Exception {
        return (Map<String, Object>) configDefClass().getMethod("configKeys").invoke(configDef);
    }

    @SuppressWarnings("unchecked")
    static Map<String, Object> catalog(String version) throws Exception {
        Class<?> cd = configDefClass();
        Object noDefault = cd.getField("NO_DEFAULT_VALUE").get(null);
        Class<?> typeClass = Class.forName("org.apache.kafka.common.config.ConfigDef$Type");
        Method convert = cd.getMethod("convertToString", Object.class, typeClass);

        List<String> notes = new ArrayList<>();
        Map<String, Object> roles = new TreeMap<>();
        Map<String, Object> sources = new TreeMap<>();
        for (String role : Sources.CANDIDATES.keySet()) {
            List<String> errors = new ArrayList<>();
            Sources.Found found = Sources.find(role, errors);
            if (found == null) {
                notes.add(role + ": no ConfigDef found (" + String.join("; ", errors) + ")");
                continue;
            }
            sources.put(role, found.source);
            Map<String, Object> byName = new TreeMap<>();
            for (Map.Entry<String, Object> e : keys(found.configDef).entrySet()) {
                byName.put(e.getKey(), describeKey(e.getValue(), noDefault, convert));
            }
            Deprecations.mark(role, byName, found.configDef);
            roles.put(role, byName);
        }
        for (Map.Entry<String, Map<String, List<String>>> role : Sources.PARTS.entrySet()) {
            Map<String, Object> byName = new TreeMap<>();
            Map<String, List<String>> partsOf = new TreeMap<>();
            List<String> found = new ArrayList<>();
            List<String> used = new ArrayList<>();
            for (Map.Entry<String, List<String>> part : role.getValue().entrySet()) {
                List<String> errors = new ArrayList<>();
                Sources.Found f = Sources.first(part.getValue(), errors);
                if (f == null) {
                    notes.add(role.getKey() + "/" + part.getKey() + ": no ConfigDef found (" + String.join("; ", errors) + ")");
                    continue;
                }
                used.add(part.getKey());
                found.add(part.getKey() + "=" + f.source);
                for (Map.Entry<String, Object> e : keys(f.configDef).entrySet()) {
                    // The first part that defines a key describes it (the parts share their base ConfigDef).
                    byName.putIfAbsent(e.getKey(), describeKey(e.getValue(), noDefault, convert));
                    partsOf.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(part.getKey());
                }
                Deprecations.mark(role.getKey(), byName, f.configDef);
            }
            if (used.isEmpty()) continue;
            for (Map.Entry<String, List<String>> e : partsOf.entrySet()) {
                if (e.getValue().size() < used.size()) ((Map<String, Object>) byName.get(e.getKey())).put("parts", e.getValue());
            }
            sources.put(role.getKey(), String.join(" ", found));
            roles.put(role.getKey(), byName);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("version", version);
        out.put("sources", sources);
        out.put("roles", roles);
        java.util.Set<String> allKeys = new java.util.TreeSet<>();
        for (Object byName : roles.values()) allKeys.addAll(((Map<String, ?>) byName).keySet());
        Map<String, String> constants = new TreeMap<>(Sources.constants(allKeys, notes));
        out.put("constants", constants);
        out.put("fields", Sources.otherFields(constants, notes));
        out.put("values", Sources.values(constants, notes));
        out.put("notes", notes);
        return out;
    }

    private static Map<String, Object> describeKey(Object key, Object noDefault, Method convert) throws Exception {
        Class<?> k = key.getClass();
        Object type = k.getField("type").get(key);
        Object def = k.getField("defaultValue").get(key);
        Object validator = k.getField("validator").get(key);
        Map<String, Object> info = new LinkedHashMap<>();
        info.put("type", String.valueOf(type));
        if (def == noDefault) {
            info.put("default", null);
            info.put("noDefault", true);
        } else {
            // The text ConfigDef itself renders (convertToString): lists joined by ",", classes by canonical name.
            info.put("default", def == null ? null : (String) convert.invoke(null, def, type));
        }
        info.put("importance", String.valueOf(k.getField("importance").get(key)));
        if (validator != null) info.put("validator", Validators.describe(validator));
        try {
            if (k.getField("internalConfig").getBoolean(key)) info.put("internal", true);
        } catch (NoSuchFieldException e) {
            // internalConfig exists from 2.x on some keys only in later versions; absent means public
        }
        return info;
    }

    /** The ConfigDefs a role reads, first defining one first (one for a single-source role). */
    @SuppressWarnings("unchecked")
    private static List<Object> defsOf(String role, Map<String, Object> cache) {
        return (List<Object>) cache.computeIfAbsent(role, r -> {
            List<Object> out = new ArrayList<>();
            if (Sources.CANDIDATES.containsKey(r)) out.add(Sources.find(r, new ArrayList<>()).configDef);
            else for (List<String> part : Sources.PARTS.get(r).values()) {
                Sources.Found f = Sources.first(part, new ArrayList<>());
                if (f != null) out.add(f.configDef);
            }
            return out;
        });
    }

    /** Differential oracle: the role's own ConfigDef decides, through its (private) parseValue. */
    private static void check(PrintStream out) throws Exception {
        Class<?> cd = configDefClass();
        Class<?> keyClass = Class.forName("org.apache.kafka.common.config.ConfigDef$ConfigKey");
        Method parseValue = cd.getDeclaredMethod("parseValue", keyClass, Object.class, boolean.class);
        parseValue.setAccessible(true);
        Map<String, Object> defs = new LinkedHashMap<>();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null; ) {
            if (line.isEmpty()) continue;
            String[] parts = line.split("\t", -1);
            String role = parts[0];
            String name = parts[1];
            String value = new String(Base64.getDecoder().decode(parts[2]), StandardCharsets.UTF_8);
            Object def = null;
            Object key = null;
            for (Object d : defsOf(role, defs)) {
                key = keys(d).get(name);
                if (key != null) { def = d; break; }
            }
            if (key == null) {
                out.println("unknown");
                continue;
            }
            try {
                parseValue.invoke(def, key, value, true);
                out.println("ok");
            } catch (InvocationTargetException e) {
                Throwable t = e.getCause();
                String kind = t.getClass().getSimpleName().equals("ConfigException") ? "invalid" : "crash:" + t.getClass().getSimpleName();
                StringBuilder b = new StringBuilder();
                Json.string(b, String.valueOf(t.getMessage()));
                out.println(kind + "\t" + b);
            }
        }
        out.flush();
    }
}
