// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { useAuthState } from "./components/auth-state";
export { Categories, FeaturedCourses, Instructors } from "./components/catalog-sections";
export { ClosingCta } from "./components/closing-cta";
export { CourseDetailCta } from "./components/course-detail-cta";
export { Hero } from "./components/hero";
export { PageToaster } from "./components/page-toaster";
export { Benefits, Features, HeadlineStats, Testimonials } from "./components/sections";
export { SiteFooter } from "./components/site-footer";
export { SiteHeader } from "./components/site-header";
