// Static content of the demo seed (prisma/seed.ts): people, courses and the question bank.
// Dates here are "days before now"; the seed turns them into timestamps relative to its `now`.
import type {
  COURSE_CATEGORIES,
  COURSE_LEVELS,
  COURSE_STATUSES,
  DIFFICULTIES,
  QUESTION_CATEGORIES,
  QUESTION_TYPES,
} from "../lib/validation/common";

export const DEMO_PASSWORD = "masterly-demo";

export const DEMO_LOGINS = [
  { role: "admin", email: "admin@masterly.dev" },
  { role: "staff", email: "staff@masterly.dev" },
  { role: "user", email: "learner@masterly.dev" },
] as const;

export type StaffSeed = {
  name: string;
  email: string;
  role: "admin" | "staff";
  department: string | null;
  phoneNumber: string;
  isActive: boolean;
  isEmailVerified: boolean;
  joinedDaysAgo: number;
  lastActiveDaysAgo: number;
};

const staff = (
  name: string,
  email: string,
  role: "admin" | "staff",
  department: string | null,
  phone: number,
  joinedDaysAgo: number,
  lastActiveDaysAgo: number,
  flags: { inactive?: boolean; unverified?: boolean } = {},
): StaffSeed => ({
  name,
  email,
  role,
  department,
  phoneNumber: `+1 555 01${String(phone).padStart(2, "0")}`,
  isActive: !flags.inactive,
  isEmailVerified: !flags.unverified,
  joinedDaysAgo,
  lastActiveDaysAgo,
});

/** 12 staff accounts: 3 admins, 2 inactive, 2 unverified, one without a department. */
export const STAFF: StaffSeed[] = [
  staff("Ada Admin", "admin@masterly.dev", "admin", "Operations", 0, 420, 0.05),
  staff("Sam Staff", "staff@masterly.dev", "staff", "Content", 1, 400, 0.2),
  staff("Marcus Whitfield", "marcus.whitfield@masterly.dev", "admin", "Engineering", 2, 390, 1.3),
  staff("Priya Nair", "priya.nair@masterly.dev", "admin", "Content", 3, 370, 2.6),
  staff("Jordan Lee", "jordan.lee@masterly.dev", "staff", "Support", 4, 300, 0.8),
  staff("Elena Rossi", "elena.rossi@masterly.dev", "staff", "Marketing", 5, 250, 4.1),
  staff("Tomas Novak", "tomas.novak@masterly.dev", "staff", "Engineering", 6, 210, 95, { inactive: true }),
  staff("Grace Okoye", "grace.okoye@masterly.dev", "staff", "Content", 7, 180, 1.7),
  staff("Liam O'Brien", "liam.obrien@masterly.dev", "staff", "Support", 8, 120, 41, { inactive: true }),
  staff("Mei Tanaka", "mei.tanaka@masterly.dev", "staff", "Operations", 9, 60, 60, { unverified: true }),
  staff("Noah Fischer", "noah.fischer@masterly.dev", "staff", null, 10, 20, 20, { unverified: true }),
  staff("Aisha Rahman", "aisha.rahman@masterly.dev", "staff", "Marketing", 11, 6, 0.5),
];

/** Staff invitations. The accepted one is Aisha Rahman's (she joined when she accepted it). */
export const INVITATIONS = [
  { fullName: "Chloe Martin", email: "chloe.martin@masterly.dev", state: "pending", expiresInDays: 5 },
  { fullName: "Victor Huang", email: "victor.huang@masterly.dev", state: "expired", expiresInDays: -2 },
  { fullName: "Aisha Rahman", email: "aisha.rahman@masterly.dev", state: "accepted", expiresInDays: -1 },
] as const;

export const DEMO_LEARNER = { name: "Lena Learner", email: "learner@masterly.dev", joinedDaysAgo: 240, birthYearOffset: 27 };

/** The demo learner's three enrollments: one completed, one well under way, one just started. */
export const DEMO_ENROLLMENTS = [
  { course: "Modern React with Next.js", enrolledDaysAgo: 200, progress: 100, completedDaysAgo: 130, rating: 5 },
  { course: "Python for Data Analysis", enrolledDaysAgo: 75, progress: 64, completedDaysAgo: null, rating: null },
  { course: "JavaScript Deep Dive", enrolledDaysAgo: 12, progress: 18, completedDaysAgo: null, rating: null },
] as const;

/** 59 learners besides the demo one. Emails are derived: first.last@example.{com,org,net}. */
export const LEARNER_NAMES = [
  "Maria Garcia", "James Smith", "Aisha Khan", "Wei Zhang", "Olivia Johnson", "Mateo Hernandez",
  "Fatima Haddad", "Ethan Brown", "Yuki Sato", "Chloe Dubois", "Arjun Patel", "Emma Wilson",
  "Lucas Silva", "Amara Nwosu", "Daniel Kim", "Sophia Rossi", "Omar Farouk", "Isabella Lopez",
  "Ryo Nakamura", "Ava Thompson", "Mohammed Ali", "Zoe Anderson", "Diego Ramirez", "Hannah Schmidt",
  "Samuel Mensah", "Lily Chen", "Gabriel Costa", "Nora Lindqvist", "Ravi Sharma", "Grace Miller",
  "Ahmed Hassan", "Mia Kowalski", "Benjamin Clarke", "Priyanka Iyer", "Leo Bergstrom", "Camila Torres",
  "Jin Park", "Ella Murphy", "Kwame Asante", "Sara Cohen", "Thomas Wright", "Ines Moreau",
  "Andrei Popescu", "Laura Becker", "Tariq Mahmood", "Julia Santos", "Ivan Petrov", "Chiara Bianchi",
  "Malik Johnson", "Elif Yilmaz", "Henry Walker", "Nadia Rahimi", "Oscar Nilsson", "Ana Ferreira",
  "Patrick O'Neill", "Jasmine Lim", "David Levi", "Freya Jensen", "Carlos Mendoza",
];

/** Positions in LEARNER_NAMES of deactivated accounts and of accounts that never verified their email. */
export const INACTIVE_LEARNERS = [7, 19, 31, 44, 52];
export const UNVERIFIED_LEARNERS = [11, 23, 36, 48, 57];

/** Age bands (min, max age, share of learners) for birth years. */
export const AGE_BANDS = [
  { min: 18, max: 24, weight: 25 },
  { min: 25, max: 34, weight: 35 },
  { min: 35, max: 44, weight: 20 },
  { min: 45, max: 54, weight: 12 },
  { min: 55, max: 68, weight: 8 },
];

export const REVIEWS: Record<number, string[]> = {
  5: ["Clear, practical and well paced. Exactly what I needed.", "The projects made everything click.", "Best course I have taken this year."],
  4: ["Great content; a few sections could be shorter.", "Solid course with useful exercises.", "Very good, though the last module felt rushed."],
  3: ["Good basics, but I expected more depth.", "Decent overview; the examples are a bit dated."],
  2: ["Too fast for the stated level."],
  1: ["Not what the description promised."],
};

type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export type CourseSeed = {
  title: string;
  description: string;
  category: CourseCategory;
  level: (typeof COURSE_LEVELS)[number];
  status: (typeof COURSE_STATUSES)[number];
  priceCents: number;
  originalPriceCents: number | null;
  duration: string;
  instructor: string;
  tags: string[];
  ageDays: number;
  archivedDaysAgo?: number;
};

export function categorySlug(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

export const COURSES: CourseSeed[] = [
  { title: "JavaScript Deep Dive", description: "Closures, prototypes, async/await and the event loop, explained with small runnable examples and weekly challenges.", category: "Programming", level: "intermediate", status: "published", priceCents: 9499, originalPriceCents: 13999, duration: "45 hours", instructor: "Alex Chen", tags: ["JavaScript", "Async", "ES2024"], ageDays: 360 },
  { title: "SEO & Content Strategy", description: "Plan, write and measure content that ranks: keyword research, on-page SEO and editorial calendars.", category: "Marketing", level: "intermediate", status: "archived", priceCents: 8999, originalPriceCents: 12999, duration: "22 hours", instructor: "Hannah Okafor", tags: ["SEO", "Content", "Analytics"], ageDays: 355, archivedDaysAgo: 60 },
  { title: "Modern React with Next.js", description: "Build fast, accessible web apps with React 19 and the Next.js App Router, from components to deployment.", category: "Web Development", level: "intermediate", status: "published", priceCents: 8999, originalPriceCents: 14999, duration: "42 hours", instructor: "Priya Raman", tags: ["React", "Next.js", "TypeScript"], ageDays: 345 },
  { title: "HTML & CSS Foundations", description: "Semantic HTML, modern CSS layout with Flexbox and Grid, and responsive design for every screen size.", category: "Web Development", level: "beginner", status: "published", priceCents: 7999, originalPriceCents: 11999, duration: "24 hours", instructor: "Marcus Bell", tags: ["HTML", "CSS", "Responsive"], ageDays: 330 },
  { title: "Python for Data Analysis", description: "Load, clean and explore real data sets with Python, pandas and Jupyter, and present what you find.", category: "Data Science", level: "beginner", status: "published", priceCents: 9999, originalPriceCents: 15999, duration: "38 hours", instructor: "Dr. Elena Petrova", tags: ["Python", "pandas", "Jupyter", "Data Cleaning"], ageDays: 320 },
  { title: "UI Design Essentials", description: "Typography, colour, spacing and layout fundamentals for interfaces people enjoy using, taught in Figma.", category: "Design", level: "beginner", status: "published", priceCents: 8499, originalPriceCents: 12999, duration: "20 hours", instructor: "Sofia Marquez", tags: ["UI", "Figma", "Typography"], ageDays: 300 },
  { title: "Machine Learning in Practice", description: "Train, evaluate and ship models with scikit-learn: feature engineering, validation and avoiding leakage.", category: "Data Science", level: "advanced", status: "published", priceCents: 12999, originalPriceCents: 19999, duration: "56 hours", instructor: "Dr. Kenji Mori", tags: ["Machine Learning", "scikit-learn", "Python", "MLOps"], ageDays: 280 },
  { title: "Digital Marketing Fundamentals", description: "Understand channels, funnels and campaigns, and learn to read the numbers that tell you what works.", category: "Marketing", level: "beginner", status: "published", priceCents: 7999, originalPriceCents: 12999, duration: "18 hours", instructor: "Hannah Okafor", tags: ["Marketing", "Campaigns", "Analytics"], ageDays: 240 },
  { title: "Product Management Essentials", description: "Discovery, prioritisation and roadmaps: the everyday toolkit of a product manager, with case studies.", category: "Business", level: "intermediate", status: "published", priceCents: 10999, originalPriceCents: 15999, duration: "28 hours", instructor: "Daniel Brooks", tags: ["Product", "Roadmaps", "Strategy"], ageDays: 200 },
  { title: "Go for Backend Engineers", description: "Write fast, concurrent services in Go: HTTP servers, goroutines, channels, testing and profiling.", category: "Programming", level: "advanced", status: "published", priceCents: 11999, originalPriceCents: null, duration: "36 hours", instructor: "Tomás Herrera", tags: ["Go", "Concurrency", "APIs"], ageDays: 150 },
  // Free courses, so a new learner can enroll before checkout exists.
  { title: "Git & GitHub for Beginners", description: "Track your work with Git, branch without fear, and collaborate on GitHub with pull requests and reviews.", category: "Programming", level: "beginner", status: "published", priceCents: 0, originalPriceCents: null, duration: "6 hours", instructor: "Tomás Herrera", tags: ["Git", "GitHub", "Version Control"], ageDays: 120 },
  { title: "Productivity for Remote Teams", description: "Plan your week, run useful meetings and write clear async updates: habits that keep remote teams moving.", category: "Business", level: "beginner", status: "published", priceCents: 0, originalPriceCents: null, duration: "4 hours", instructor: "Daniel Brooks", tags: ["Productivity", "Remote Work", "Communication"], ageDays: 70 },
  { title: "Design Systems at Scale", description: "Tokens, components and governance for design systems shared by many teams and many products.", category: "Design", level: "advanced", status: "draft", priceCents: 11999, originalPriceCents: null, duration: "30 hours", instructor: "Sofia Marquez", tags: ["Design Systems", "Tokens", "Figma"], ageDays: 25 },
  { title: "Financial Modeling for Startups", description: "Build a three-statement model, forecast revenue and runway, and pressure-test your assumptions.", category: "Business", level: "advanced", status: "draft", priceCents: 12999, originalPriceCents: 16999, duration: "32 hours", instructor: "Rachel Kim", tags: ["Finance", "Spreadsheets", "Startups"], ageDays: 12 },
];

export type QuestionSeed = {
  title: string;
  description: string;
  type: (typeof QUESTION_TYPES)[number];
  difficulty: (typeof DIFFICULTIES)[number];
  category: (typeof QUESTION_CATEGORIES)[number];
  tags: string[];
  options?: [string, string, string, string];
  correctAnswer?: string;
};

type Q = QuestionSeed;
const mc = (category: Q["category"], difficulty: Q["difficulty"], title: string, description: string, options: [string, string, string, string], answer: number, tags: string[]): Q =>
  ({ type: "multiple-choice", category, difficulty, title, description, options, correctAnswer: options[answer], tags });
const tf = (category: Q["category"], difficulty: Q["difficulty"], title: string, description: string, answer: boolean, tags: string[]): Q =>
  ({ type: "true-false", category, difficulty, title, description, correctAnswer: answer ? "True" : "False", tags });
const open = (type: "essay" | "code", category: Q["category"], difficulty: Q["difficulty"], title: string, description: string, tags: string[], correctAnswer?: string): Q =>
  ({ type, category, difficulty, title, description, tags, correctAnswer });

/** 40 questions: every type × difficulty pair, every built-in question category. */
export const QUESTIONS: QuestionSeed[] = [
  mc("React", "easy", "Which hook adds local state?", "Choose the React hook that lets a function component keep a value between renders and re-render when it changes.", ["useState", "useEffect", "useMemo", "useRef"], 0, ["react", "hooks", "state"]),
  mc("React", "medium", "When does an effect's cleanup run?", "A useEffect callback returns a cleanup function. When does React call that cleanup?", ["Only when the component unmounts", "Before the effect re-runs and when the component unmounts", "After every render, before painting", "Only when the dependency array is empty"], 1, ["react", "hooks", "effects"]),
  mc("React", "hard", "Why list items need stable keys", "You render a list of editable rows with items.map(). Why should each row get a stable key rather than its array index?", ["Keys let React skip rendering the list", "Keys let React match items between renders so state stays with the right item", "JSX refuses to compile arrays without keys", "Keys are passed to the component as a prop"], 1, ["react", "reconciliation", "lists"]),
  mc("JavaScript", "easy", "Adding to the end of an array", "Which array method appends one or more elements to the end of an array and returns its new length?", ["push", "pop", "shift", "unshift"], 0, ["javascript", "arrays"]),
  mc("JavaScript", "medium", "What Promise.allSettled resolves to", "Given several promises, some of which reject, what does Promise.allSettled(promises) resolve to?", ["The value of the first promise that fulfils", "An array of the fulfilled values only", "An array of { status, value | reason } objects, one per input", "Nothing: it rejects as soon as one input rejects"], 2, ["javascript", "promises", "async"]),
  mc("JavaScript", "hard", "Microtasks and the event loop", "Which statement about the JavaScript event loop is correct?", ["Microtasks run only after all pending timers", "Promise callbacks are queued as microtasks and drain before the next macrotask", "setTimeout(fn, 0) runs fn synchronously", "await blocks the whole thread until the promise settles"], 1, ["javascript", "event-loop", "async"]),
  mc("CSS", "easy", "Space inside the border", "Which CSS property sets the space between an element's content and its border?", ["padding", "margin", "gap", "outline"], 0, ["css", "box-model"]),
  mc("CSS", "medium", "Highest selector specificity", "Which of these selectors has the highest specificity?", ["#nav a", ".menu .item a", "nav ul li a", "a:hover"], 0, ["css", "selectors", "specificity"]),
  mc("CSS", "hard", "What creates a stacking context?", "A tooltip with z-index: 999 still appears under a sibling card. Which property on its parent creates a new stacking context?", ["position: relative without a z-index", "opacity less than 1", "display: block", "margin: auto"], 1, ["css", "z-index", "stacking-context"]),
  mc("Python", "easy", "Length of a list", "What does len([1, 2, 3]) return in Python?", ["3", "2", "6", "[1, 2, 3]"], 0, ["python", "basics"]),
  mc("Python", "medium", "Reading a list comprehension", "What is the value of [x * 2 for x in range(3)]?", ["[0, 2, 4]", "[2, 4, 6]", "[0, 1, 2]", "[1, 2, 3]"], 0, ["python", "comprehensions"]),
  mc("Python", "hard", "Mutable default arguments", "Why is def add(item, bucket=[]) considered a bug waiting to happen?", ["The default list is created once, at definition time, and shared across calls", "The list is copied on every call, which is slow", "Python forbids mutable defaults at runtime", "It turns the function into a generator"], 0, ["python", "functions", "gotchas"]),
  mc("Data Science", "easy", "A robust measure of centre", "Which measure of central tendency is least affected by a few extreme outliers?", ["Mean", "Median", "Range", "Variance"], 1, ["statistics", "descriptive"]),
  mc("Data Science", "medium", "Interpreting a p-value", "An A/B test gives p = 0.03 and you chose a 5% significance level. What do you conclude?", ["The null hypothesis is true with 3% probability", "Reject the null hypothesis", "The effect size is 3%", "The sample is too small to conclude anything"], 1, ["statistics", "hypothesis-testing", "ab-testing"]),
  mc("Data Science", "hard", "Metrics for imbalanced classes", "Only 1% of transactions are fraudulent. Which metric best reflects how well a classifier finds them?", ["Accuracy", "Precision-recall AUC", "Mean squared error", "R squared"], 1, ["machine-learning", "metrics", "classification"]),
  mc("UI/UX", "medium", "WCAG contrast for body text", "What minimum contrast ratio does WCAG 2.2 level AA require for normal-size body text?", ["3:1", "4.5:1", "7:1", "2:1"], 1, ["accessibility", "wcag", "color"]),
  tf("React", "easy", "State updates are immediate", "True or false: after calling setCount(count + 1), the count variable already holds the new value on the next line of the same handler.", false, ["react", "state"]),
  tf("JavaScript", "easy", "const objects are frozen", "True or false: declaring an object with const makes its properties read-only.", false, ["javascript", "variables"]),
  tf("CSS", "easy", "Flexbox is one-dimensional", "True or false: Flexbox lays items out along a single axis at a time, a row or a column.", true, ["css", "flexbox", "layout"]),
  tf("Python", "medium", "Tuples are immutable", "True or false: once a Python tuple is created, its elements cannot be reassigned.", true, ["python", "data-structures"]),
  tf("Data Science", "medium", "Correlation and causation", "True or false: a strong correlation between two variables proves that one causes the other.", false, ["statistics", "correlation"]),
  tf("UI/UX", "easy", "Placeholders as labels", "True or false: placeholder text is an acceptable replacement for a visible form label.", false, ["forms", "accessibility"]),
  tf("JavaScript", "hard", "Arrow functions and this", "True or false: an arrow function gets its own this binding when it is called as an object method.", false, ["javascript", "this", "functions"]),
  tf("React", "hard", "useMemo as a guarantee", "True or false: React guarantees that a value wrapped in useMemo is computed only once while its dependencies stay the same.", false, ["react", "hooks", "performance"]),
  tf("Python", "hard", "The GIL and CPU-bound threads", "True or false: in CPython, threads running CPU-bound Python code execute in parallel on multiple cores.", false, ["python", "concurrency", "gil"]),
  open("essay", "React", "medium", "Server and client components", "Explain the difference between React Server Components and Client Components, and when you would choose each in a Next.js application.", ["react", "nextjs", "architecture"], "Server components render on the server, can read data directly and ship no JavaScript; client components run in the browser and are needed for state, effects and event handlers. Keep the tree server-first and push 'use client' to the interactive leaves."),
  open("essay", "UI/UX", "easy", "Plan a usability test", "Outline how you would run a moderated usability test for a new checkout flow: who you would recruit, which tasks you would set and what you would measure.", ["ux-research", "usability-testing"]),
  open("essay", "UI/UX", "hard", "An accessible data table", "Describe how you would make a sortable, paginated data table usable with a keyboard and a screen reader. Cover markup, focus handling and announcements.", ["accessibility", "tables", "aria"], "Use a real table with th scope and a caption, sort buttons inside headers with aria-sort, keep focus on the activated control, and announce page changes through a polite live region."),
  open("essay", "Data Science", "hard", "The bias-variance trade-off", "Explain the bias-variance trade-off and how it guides choices such as model complexity, regularisation and the amount of training data.", ["machine-learning", "theory", "regularization"]),
  open("essay", "JavaScript", "medium", "Closures in practice", "Explain what a closure is in JavaScript and give one practical use, such as data privacy or a function factory.", ["javascript", "closures", "functions"], "A closure is a function together with the variables of the scope it was created in; it keeps them alive after that scope returns, for example a counter factory whose count is private."),
  open("essay", "CSS", "medium", "Grid versus Flexbox", "When would you reach for CSS Grid rather than Flexbox? Give an example layout for each.", ["css", "grid", "flexbox"]),
  open("essay", "Python", "easy", "Why virtual environments", "Explain why Python projects use virtual environments and which problems they prevent.", ["python", "tooling", "packaging"], "Each project gets its own interpreter site-packages, so dependency versions do not clash between projects or with the system Python, and the environment can be recreated from a lock file."),
  open("code", "JavaScript", "easy", "Fix the off-by-one loop", "This function should add up an array of numbers, but it returns NaN. Find and fix the bug.\n\nfunction sum(numbers) {\n  let total = 0;\n  for (let i = 0; i <= numbers.length; i++) {\n    total += numbers[i];\n  }\n  return total;\n}", ["javascript", "debugging", "loops"], "Use i < numbers.length: the last iteration reads numbers[numbers.length], which is undefined, and total becomes NaN."),
  open("code", "JavaScript", "hard", "Implement debounce", "Write debounce(fn, wait): it returns a function that delays calling fn until wait milliseconds have passed since the last call, and forwards the latest arguments.\n\nfunction debounce(fn, wait) {\n  // your code here\n}\n\nconst save = debounce(saveDraft, 500);\ninput.addEventListener(\"input\", (e) => save(e.target.value));", ["javascript", "timers", "performance"], "function debounce(fn, wait) {\n  let timer;\n  return (...args) => {\n    clearTimeout(timer);\n    timer = setTimeout(() => fn(...args), wait);\n  };\n}"),
  open("code", "React", "medium", "Fix the stale counter", "This counter stops at 1. Explain why and fix it without adding count to the dependency array.\n\nfunction Counter() {\n  const [count, setCount] = useState(0);\n  useEffect(() => {\n    const id = setInterval(() => setCount(count + 1), 1000);\n    return () => clearInterval(id);\n  }, []);\n  return <p>{count}</p>;\n}", ["react", "hooks", "closures"], "The interval callback closes over the first count (0). Use the functional update: setCount((c) => c + 1)."),
  open("code", "React", "hard", "A fetch hook without races", "Write a useUser(id) hook that fetches /api/users/{id} and never shows a stale user when id changes quickly.\n\nfunction useUser(id) {\n  // return { user, loading, error }\n}", ["react", "hooks", "data-fetching"], "Create an AbortController in the effect, pass its signal to fetch, set state only when the request was not aborted, and abort in the cleanup."),
  open("code", "Python", "medium", "Count word frequencies", "Complete the function so it returns a dict mapping each word to how often it appears, ignoring case and punctuation.\n\ndef word_counts(text: str) -> dict[str, int]:\n    ...\n\nprint(word_counts(\"The cat and the hat.\"))\n# {'the': 2, 'cat': 1, 'and': 1, 'hat': 1}", ["python", "strings", "dictionaries"], "import re\nfrom collections import Counter\n\ndef word_counts(text):\n    return dict(Counter(re.findall(r\"[a-z']+\", text.lower())))"),
  open("code", "Python", "easy", "Reverse a string", "Complete the function so it returns the string reversed.\n\ndef reverse(text: str) -> str:\n    ...\n\nassert reverse(\"masterly\") == \"ylretsam\"", ["python", "strings", "slicing"], "def reverse(text):\n    return text[::-1]"),
  open("code", "CSS", "medium", "A responsive card grid", "Write the CSS for .cards so the cards form as many 240px-minimum columns as fit, with a 1.5rem gap, and no media queries.\n\n<ul class=\"cards\">\n  <li class=\"card\">…</li>\n  <li class=\"card\">…</li>\n</ul>", ["css", "grid", "responsive"], ".cards {\n  display: grid;\n  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));\n  gap: 1.5rem;\n}"),
  open("code", "Data Science", "medium", "Revenue per category with pandas", "Given an orders DataFrame, compute total revenue (price * quantity) per category, sorted from highest to lowest.\n\nimport pandas as pd\n\norders = pd.DataFrame({\n    \"category\": [\"books\", \"games\", \"books\"],\n    \"price\": [12.5, 40.0, 8.0],\n    \"quantity\": [2, 1, 3],\n})", ["pandas", "aggregation", "python"], "(orders.assign(revenue=orders.price * orders.quantity)\n    .groupby(\"category\")[\"revenue\"].sum()\n    .sort_values(ascending=False))"),
];

// ─── Curricula ───────────────────────────────────────────────────────────────────────────────────
// Every course gets 3–6 sections and 15–40 lessons built from these patterns and its tags.

export const SECTION_THEMES = ["Getting started", "Core ideas", "Hands-on practice", "Going further", "A real project", "Wrapping up"];

export const LESSON_PATTERNS: Record<"text" | "video" | "file", string[]> = {
  text: ["What you will learn about {tag}", "{tag} in plain words", "A closer look at {tag}", "Common {tag} mistakes", "Checklist: {tag}", "Exercises: {tag}", "How {tag} fits together", "Questions people ask about {tag}"],
  video: ["Walkthrough: {tag}", "Live demo: {tag}", "{tag} step by step", "Building with {tag}", "Debugging {tag}"],
  file: ["{tag} cheat sheet", "Worksheet: {tag}", "Slides: {tag}"],
};

/** Documented sample videos of the YouTube and Vimeo player APIs: they embed anywhere. */
export const SAMPLE_VIDEOS = ["https://www.youtube.com/watch?v=M7lc1UVf-VE", "https://vimeo.com/76979871"];

/** Per course title: drip and prerequisites for the builder and player to show. */
export const SECTION_RULES: Record<string, { lastUnlockAfterDays?: number; lastRequiresPrevious?: boolean }> = {
  "Machine Learning in Practice": { lastUnlockAfterDays: 14, lastRequiresPrevious: true },
  "Python for Data Analysis": { lastRequiresPrevious: true },
  "Go for Backend Engineers": { lastUnlockAfterDays: 7 },
};

export function lessonMarkdown(title: string, tag: string, course: string, code: boolean): string {
  return [
    `## ${title}`,
    "",
    `This lesson of **${course}** looks at ${tag}: what it is for, how it works, and how to use it well.`,
    "",
    "### Key points",
    "",
    `- Start from a small, working example of ${tag} and change one thing at a time.`,
    "- Write down what you expect before you run anything, then compare.",
    "- Keep notes: the next lessons build on this one.",
    "",
    ...(code ? ["```js", `// A first experiment with ${tag}`, "const notes = [];", `notes.push("${tag}: try it, then explain it in your own words");`, "console.log(notes.join(\"\\n\"));", "```", ""] : []),
    "| Step | What to do |",
    "| --- | --- |",
    "| 1 | Read the lesson once without stopping |",
    "| 2 | Try the exercise on your own |",
    "| 3 | Mark the lesson complete and move on |",
    "",
  ].join("\n");
}

/** A one-page PDF with the lesson's title, made here so the seed downloads nothing. */
export function samplePdf(title: string, course: string): Uint8Array<ArrayBuffer> {
  const text = (v: string) => v.replace(/[^\x20-\x7e]/g, "?").replace(/[()\\]/g, (c) => `\\${c}`);
  const stream = `BT /F1 20 Tf 72 720 Td (${text(title)}) Tj 0 -30 Td /F1 12 Tf (${text(course)} - Masterly) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
