/** fontsource's unicode-range of a Noto Sans Armenian subset's face ("U+0000-00FF,U+0131,…"). */
export declare function fontsourceRange(subset: string, weight?: string): string;
/** The code points of a unicode-range. */
export declare function codePoints(range: string): Set<number>;
/** A set of code points as a unicode-range, in runs. */
export declare function toRange(points: Iterable<number>): string;
/** The Latin core and the rest of fontsource's Latin range, as unicode-ranges (scripts/fonts/subset-latin.mjs). */
export declare function latinSplit(): { core: string; rest: string };
