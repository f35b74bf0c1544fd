// "Web Development" → "web-development": a category's thumbnail name. Its own module so client
// components can use it without the catalogue's server code or zod.
export function categorySlug(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}
