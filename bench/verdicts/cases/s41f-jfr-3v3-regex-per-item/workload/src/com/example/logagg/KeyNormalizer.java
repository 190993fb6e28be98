package com.example.logagg;

import java.util.Locale;
import java.util.regex.Pattern;

/** Normalizes a free-text key to lowercase words joined by '-'. */
final class KeyNormalizer {
    private static final Pattern NON_ALNUM = Pattern.compile("[^a-z0-9]+");

    /** "precompiled" (original): reuse a compiled Pattern.
     *  "replaceall" (regression): String.replaceAll, which compiles the regex on every call. */
    static boolean usePrecompiled = true;

    static String normalizeKey(String raw) {
        String lower = raw.toLowerCase(Locale.ROOT);
        if (usePrecompiled) {
            return NON_ALNUM.matcher(lower).replaceAll("-");
        }
        return lower.replaceAll("[^a-z0-9]+", "-");
    }
}
