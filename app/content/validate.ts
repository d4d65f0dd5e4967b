import { z } from "zod";
import { about } from "./about";
import { categories } from "./categories";
import { chatScript } from "./chat";
import { company } from "./company";
import { serviceSteps } from "./home";
import { privacyPolicy, termsOfUse } from "./legal";
import { pageCopy } from "./page-copy";
import { projects } from "./projects";
import {
  AboutSchema,
  CATEGORY_IDS,
  CategorySchema,
  ChatScriptSchema,
  CompanySchema,
  LegalPageSchema,
  PageCopySchema,
  PageSeoSchema,
  ProjectSchema,
  ServiceSchema,
  ServiceStepSchema,
} from "./schemas";
import { pageSeo } from "./seo.server";
import { services } from "./services";

function unique<T>(values: T[], what: string): void {
  const seen = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Duplicate ${what}: ${String(value)}`);
    seen.add(value);
  }
}

/** The build calls this, so bad content fails it. */
export function validateContent(): void {
  CompanySchema.parse(company);
  z.array(CategorySchema).length(CATEGORY_IDS.length).parse(categories);
  z.array(ServiceSchema).parse(services);
  z.array(ProjectSchema).length(6).parse(projects);
  z.array(ServiceStepSchema).length(3).parse(serviceSteps);
  AboutSchema.parse(about);
  LegalPageSchema.parse(privacyPolicy);
  LegalPageSchema.parse(termsOfUse);
  PageCopySchema.parse(pageCopy);
  PageSeoSchema.parse(pageSeo);
  ChatScriptSchema.parse(chatScript);

  unique(
    categories.map((category) => category.id),
    "category id",
  );
  unique(
    services.map((service) => service.id),
    "service id",
  );
  unique(
    services.map((service) => service.title),
    "service title",
  );
  unique(
    projects.map((project) => project.id),
    "project id",
  );
  for (const category of categories) {
    if (!services.some((service) => service.category === category.id)) {
      throw new Error(`Category ${category.id} has no services`);
    }
  }
  const ongoing = projects.filter((project) => project.status === "Ongoing");
  if (ongoing.length !== 1 || ongoing[0]?.id !== 6) {
    throw new Error("Exactly project 6 must be Ongoing");
  }
}
