// Shared Open Graph pieces for the public pages. A page that sets `openGraph` replaces the parent's,
// including the image from app/opengraph-image.png, so each page names the image itself.
export const OG_IMAGE = {
  url: "/opengraph-image.png",
  width: 1200,
  height: 630,
  alt: "Masterly: master new skills with expert-led courses. 50K+ active students, 500+ expert courses, 95% success rate.",
};
