import MiniSearch from "minisearch";
import type { Content } from "../../content/load.ts";
import type { FaqEntry } from "../../content/schemas.ts";
import { sentences } from "../../lib/text.ts";
import { type PackedIndex, packIndex } from "./packed-index.ts";
import { type IndexName, indexOptions } from "./search-options.ts";
import { PROJECT_NOISE, SERVICE_TERMS } from "./vocabulary.ts";

/*
 * The chat's search indexes, made by the build (docs/decisions/018-chat-answers.md): the module
 * `search-data.ts` (search-plugin.ts) is their data, which the build writes into the chat's
 * chunk and the browser only loads (search.ts). This module runs in Node only.
 */

/** What the chat shows of a service: its page and its name. */
export interface ChatService {
  id: string;
  title: string;
  description: string;
}

/** What the chat shows of a project. */
export interface ChatProject {
  slug: string;
  title: string;
  location: string;
  year: number;
  client: string;
  /** The first sentence of its description. */
  lead: string;
}

export interface ChatSearchData {
  services: ChatService[];
  projects: ChatProject[];
  faq: FaqEntry[];
  indexes: Record<IndexName, PackedIndex>;
}

type ChatContent = Pick<Content, "services" | "projects" | "faq">;

function build<T>(
  name: IndexName,
  items: readonly T[],
  fields: (item: T) => Record<string, string>,
) {
  const search = new MiniSearch(indexOptions(name));
  search.addAll(items.map((item, id) => ({ id, ...fields(item) })));
  return packIndex(search.toJSON());
}

const meaningful = (text: string) =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => !PROJECT_NOISE.has(word.toLowerCase()))
    .join(" ");

export function buildChatSearch(content: ChatContent): ChatSearchData {
  const { services, projects, faq } = content;
  return {
    services: services.map(({ id, title, description }) => ({ id, title, description })),
    projects: projects.map((project) => ({
      slug: project.slug,
      title: project.title,
      location: project.location,
      year: project.year,
      client: project.client,
      lead: sentences(project.description)[0] ?? project.description,
    })),
    faq: faq.entries,
    indexes: {
      faq: build("faq", faq.entries, (entry) => ({
        question: entry.question,
        terms: entry.terms.join(" "),
      })),
      services: build("services", services, (service) => ({
        terms: (SERVICE_TERMS[service.id] ?? []).join(" "),
      })),
      projects: build("projects", projects, (project) => ({
        place: project.location,
        client: meaningful(project.client),
      })),
    },
  };
}
