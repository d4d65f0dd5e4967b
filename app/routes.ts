import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("about", "routes/about.tsx"),
  route("projects", "routes/projects.tsx"),
  route("projects/:slug", "routes/project.tsx"),
  route("contact", "routes/contact.tsx"),
  route("category/:categoryId", "routes/category.tsx"),
  route("service/:serviceId", "routes/service.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("faq", "routes/faq.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("api/subscribers", "routes/newsletter-signup.ts"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("chat", "routes/chat.tsx"),
  // The editor (DECISIONS.md 10): rendered on request, never prerendered or in the sitemap.
  route("keystatic/*", "routes/keystatic.tsx"),
  route("api/keystatic/*", "routes/keystatic-api.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
