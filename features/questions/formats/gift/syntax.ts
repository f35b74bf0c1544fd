// The GIFT syntax both directions share (the format is described in ../gift.ts).
export const SPECIAL = new Set(["~", "=", "#", "{", "}", ":"]);
export const FORMAT_MARKER = /^\s*\[(moodle|html|plain|markdown)\]/;
export const ANSWER_WEIGHT = /^%(-?\d{1,3}(?:\.\d+)?)%/;
export const DEFAULT_DIFFICULTY = "medium";
