import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAIN_NAV } from "~/components/layout/nav";
import { about } from "./about";
import { categorySummaries } from "./lookups";
import { categories } from "./categories";
import { chatScript } from "./chat";
import { company } from "./company";
import * as homeContent from "./home";
import { serviceSteps } from "./home";
import * as legalContent from "./legal";
import { pageCopy } from "./page-copy";
import { pageSeo } from "./seo.server";
import { allPagePaths } from "./paths";
import { projects } from "./projects";
import { ServiceSchema } from "./schemas";
import { services } from "./services";
import * as unsubscribeContent from "./unsubscribe";
import { validateContent } from "./validate";

const SPEC_SERVICE_IDS = {
  "fire-safety": [
    "fire-fighting-systems",
    "hydrant-system",
    "sprinkler-system",
    "alarm-system",
    "suppression-system",
    "pump-house-dg",
    "tender-ambulance",
    "water-curtain",
  ],
  civil: [
    "building-construction",
    "roads-construction",
    "drainage-construction",
    "bridge-construction",
    "underground-cable",
  ],
  boiler: [
    "boiler-chimney",
    "air-pre-heater",
    "super-heater-coils",
    "screw-conveyors",
    "fuel-conveyors",
  ],
  supply: ["super-heater-coils-supply", "bag-filters", "valves", "boiler-mountings"],
};

describe("content", () => {
  it("passes every schema and cross-check", () => {
    expect(() => validateContent()).not.toThrow();
  });

  it("has exactly the category and service ids of SPEC.md", () => {
    expect(categories.map((category) => category.id)).toEqual(Object.keys(SPEC_SERVICE_IDS));
    for (const [categoryId, ids] of Object.entries(SPEC_SERVICE_IDS)) {
      const inCategory = services.filter((service) => service.category === categoryId);
      expect(inCategory.map((service) => service.id)).toEqual(ids);
    }
    expect(services).toHaveLength(22);
  });

  it("uses the one set of category titles", () => {
    expect(categories.map((category) => category.title)).toEqual([
      "Fire Safety",
      "Civil Infrastructure",
      "Boiler Systems",
      "Industrial Supply",
    ]);
    expect(categories.map((category) => category.projectsCount)).toEqual([
      "150+",
      "200+",
      "100+",
      "80+",
    ]);
  });

  it("points every service at an existing category", () => {
    const ids = new Set(categories.map((category) => category.id));
    for (const service of services) expect(ids.has(service.category)).toBe(true);
  });

  it("derives the service counts from the data", () => {
    const counts = Object.fromEntries(
      categorySummaries().map((category) => [category.id, category.serviceCount]),
    );
    expect(counts).toEqual({ "fire-safety": 8, civil: 5, boiler: 5, supply: 4 });
  });

  it("keeps every figure within SPEC.md section 9", () => {
    for (const project of projects) {
      expect(project.valueCrore).toBeGreaterThanOrEqual(2.5);
      expect(project.valueCrore).toBeLessThanOrEqual(25);
      expect(project.durationMonths).toBeGreaterThanOrEqual(6);
      expect(project.durationMonths).toBeLessThanOrEqual(24);
      expect(project.gallery).toHaveLength(3);
      expect(project.features).toHaveLength(4);
    }
    expect(projects.map((project) => project.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(projects.filter((project) => project.status === "Ongoing").map((p) => p.id)).toEqual([
      6,
    ]);
    expect(about.milestones.map((milestone) => milestone.year)).toEqual([
      2009, 2012, 2015, 2018, 2021, 2024,
    ]);
    expect(about.milestones.find((milestone) => milestone.year === 2018)?.event).toContain(
      "ISO 9001:2015",
    );
    expect(about.values.map((value) => value.title)).toEqual([
      "Excellence",
      "Teamwork",
      "Innovation",
      "Integrity",
    ]);
    expect(about.founder.experience).toBe("20+ years");
    expect(serviceSteps.map((step) => [step.title, step.timeline])).toEqual([
      ["Design & Engineering", "2-4 weeks"],
      ["Installation & Setup", "1-6 weeks"],
      ["Maintenance & Support", "Ongoing"],
    ]);
    const claims = Object.values(company.claims).map((claim) => claim.value);
    expect(claims).toEqual(
      expect.arrayContaining(["500+", "200+", "15+", "99.9%", "99%", "ISO 9001:2015"]),
    );
    expect(company.claims.projectValue.value).toMatch(/100\+/);
    expect(company.foundingYear).toBe(2009);
    expect(company.address.city).toBe("Hyderabad");
    expect(company.hours.map((hours) => `${hours.days} ${hours.label}`)).toEqual([
      "Mon-Fri 9:00 AM-6:00 PM",
      "Sat 9:00 AM-1:00 PM",
    ]);
    expect(pageCopy.service.specifications.join(" ")).toMatch(/ISO 9001:2015.*2-5 years/);
  });

  it("rejects a service that breaks its schema", () => {
    const broken = { ...services[0], features: services[0]!.features.slice(0, 5) };
    expect(() => z.array(ServiceSchema).parse([broken])).toThrow();
  });

  it("links only to pages that exist", () => {
    const pages = new Set(allPagePaths());
    const found: string[] = [];
    const visit = (value: unknown) => {
      if (typeof value === "string") {
        for (const match of value.matchAll(/(?:^|[\s"'(])(\/[a-z][a-z0-9\-/]*)/g)) {
          found.push(match[1]!);
        }
      } else if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === "object") Object.values(value).forEach(visit);
    };
    visit([company, categories, services, projects, about, pageCopy, pageSeo, chatScript]);
    for (const item of MAIN_NAV) found.push(item.to);
    for (const path of found) expect(pages, `${path} is not a page`).toContain(path);
  });

  it("describes each image the same way wherever it appears", () => {
    // An alt text describes its picture, so one photo (whatever its size) has one everywhere.
    const alts = new Map<string, Map<string, string[]>>();
    const visit = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${where}[${i}]`));
      else if (value && typeof value === "object") {
        const record = value as Record<string, unknown>;
        if (typeof record.src === "string" && typeof record.alt === "string") {
          const url = record.src.split("?")[0]!;
          const byAlt = alts.get(url) ?? new Map<string, string[]>();
          byAlt.set(record.alt, [...(byAlt.get(record.alt) ?? []), where]);
          alts.set(url, byAlt);
        }
        for (const [key, item] of Object.entries(record)) visit(item, `${where}.${key}`);
      }
    };
    visit(
      {
        company,
        categories,
        services,
        projects,
        about,
        pageCopy,
        pageSeo,
        chatScript,
        homeContent,
        legalContent,
        unsubscribeContent,
      },
      "content",
    );
    expect(alts.size).toBeGreaterThan(categories.length + services.length);
    const conflicts = [...alts]
      .filter(([, byAlt]) => byAlt.size > 1)
      .map(([url, byAlt]) => ({ url, alts: Object.fromEntries(byAlt) }));
    expect(conflicts).toEqual([]);
  });

  it("names a real category in every 'View … Services' quick reply", () => {
    const titles = categories.map((category) => category.title);
    const labels = chatScript.groups.flatMap((group) => group.quickReplies);
    for (const label of labels.filter((text) => /^View .* Services$/.test(text))) {
      expect(titles).toContain(label.replace(/^View (.*) Services$/, "$1"));
    }
  });
});
