// The landing page's marketing copy. The figures are fixed copy (docs/product.md §1), not live data: keep them exactly.

export const NAV_LINKS = [
  { href: "#courses", label: "Courses" },
  { href: "#about", label: "About" },
  { href: "#instructors", label: "Instructors" },
  { href: "#pricing", label: "Pricing" },
] as const;

export const HERO_STATS = [
  { value: "50K+", label: "Active Students" },
  { value: "500+", label: "Expert Courses" },
  { value: "95%", label: "Success Rate" },
] as const;

export const HEADLINE_STATS = [
  { value: "50,000+", label: "Active Students" },
  { value: "500+", label: "Courses" },
  { value: "95%", label: "Success Rate" },
  { value: "120+", label: "Countries" },
] as const;

export const FEATURES = [
  {
    icon: "interactive",
    title: "Interactive Learning",
    text: "Hands-on exercises, quizzes and projects in every lesson, so you practise what you learn as you go.",
  },
  {
    icon: "instructors",
    title: "Expert Instructors",
    text: "Learn from practitioners who teach what they do every day, with clear explanations and real examples.",
  },
  {
    icon: "certified",
    title: "Certified Programs",
    text: "Finish a course and earn a certificate of completion to show employers and share on your profile.",
  },
] as const;

export const BENEFITS = [
  {
    icon: "pace",
    title: "Learn at your own pace",
    text: "Start, pause and pick up again whenever it suits you. Every lesson is available on demand.",
  },
  {
    icon: "access",
    title: "Lifetime access",
    text: "Buy a course once and keep it, including every update the instructor adds later.",
  },
  {
    icon: "projects",
    title: "Real-world projects",
    text: "Build things you can show: each course ends with a project based on real tasks.",
  },
  {
    icon: "progress",
    title: "Track your progress",
    text: "See how far you have come in every course and pick up exactly where you left off.",
  },
  {
    icon: "community",
    title: "Supportive community",
    text: "Ask questions, share your work and get feedback from instructors and fellow learners.",
  },
  {
    icon: "guarantee",
    title: "Risk-free enrollment",
    text: "Every course comes with a 30-day money-back guarantee, no questions asked.",
  },
] as const;

export const TESTIMONIALS = [
  {
    name: "Maya Thompson",
    role: "Frontend Developer",
    rating: 5,
    content:
      "The React and Next.js course took me from tutorials to shipping real features at work. The projects were the best part.",
  },
  {
    name: "Daniel Osei",
    role: "Data Analyst",
    rating: 5,
    content:
      "Clear, practical and well paced. I use what I learned in the Python course every single day, and the instructor answered every question.",
  },
  {
    name: "Lucía Fernández",
    role: "Product Designer",
    rating: 4,
    content:
      "I finally understand typography and spacing. Learning in short sessions after work fitted my schedule perfectly.",
  },
] as const;

export const LEVEL_LABELS: Record<string, string> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
  all: "All Levels",
};

export function levelLabel(level: string): string {
  return LEVEL_LABELS[level] ?? level.charAt(0).toUpperCase() + level.slice(1);
}
