// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { ACTIVE_ENROLLMENT_WHERE, ACTIVE_STUDENT_WHERE, activeShareHint, ENGAGEMENT_WINDOW_DAYS, FIGURES, LEARNER_WHERE } from "./definitions";
