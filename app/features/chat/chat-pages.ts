import type { ChatPage } from "./search-index.ts";

/*
 * The pages the chat's sentences come from, in the order the build numbers them
 * (search-index.ts): the services, every service's page of specifications, the projects, the
 * answers on /faq and the about page. Made from the chat's records in the browser too, so the
 * chunk does not carry each title twice.
 */

export const SERVICES_PAGE: ChatPage = ["View All Services", "/services"];
export const ABOUT_PAGE: ChatPage = ["About Us", "/about"];

export function chatPages(
  services: readonly { id: string; title: string }[],
  projects: readonly { slug: string; title: string }[],
  faq: readonly { id: string; label: string }[],
): ChatPage[] {
  return [
    ...services.map(({ id, title }): ChatPage => [title, `/service/${id}`]),
    SERVICES_PAGE,
    ...projects.map(({ slug, title }): ChatPage => [title, `/projects/${slug}`]),
    ...faq.map(({ id, label }): ChatPage => [label, `/faq#${id}`]),
    ABOUT_PAGE,
  ];
}
