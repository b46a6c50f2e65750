/** Text analysis language of an index: one index per store view (nl default, en). */
export type AnalyzerLanguage = "nl" | "en";
