import * as lucide from "lucide";
import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { Img } from "~/components/ui/img";
import { PHOTO_BOXES } from "~/lib/images";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { CoreValue, Leader, Milestone } from "~/content/schemas";
import { MilestoneStrip } from "./milestone-strip";

const ArrowRight = lucideIcon("arrow-right", lucide.ArrowRight);
const Users = lucideIcon("users", lucide.Users);

interface AboutSummaryProps {
  opening: string;
  values: CoreValue[];
  milestones: Milestone[];
  founder: Leader;
  titles: { values: string; milestones: string; leadership: string; page: string };
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div>
      <h3 id={id} className="text-sm font-bold tracking-wider text-brand-900 uppercase">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/**
 * The home page's about section in short: the story's opening, the values by name, the
 * milestones in one row and the founder; /about has them in full.
 */
export function AboutSummary({ opening, values, milestones, founder, titles }: AboutSummaryProps) {
  return (
    <div className="space-y-8 sm:space-y-12">
      <div className="grid gap-8 sm:gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="space-y-10">
          {/* A phone has the section's one-line intro; the story is a tap away on /about. */}
          {opening ? (
            <p className="hidden text-lg leading-relaxed text-slate-700 sm:block">{opening}</p>
          ) : null}
          <Part id="about-values" title={titles.values}>
            <ul className="flex flex-wrap gap-2 lg:grid lg:grid-cols-2">
              {values.map((value) => (
                <li
                  key={value.title}
                  className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white py-1.5 pr-4 pl-2 shadow-sm"
                >
                  <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon name={value.icon} className="h-4 w-4" />
                  </span>
                  <h4 className="font-bold text-brand-900">{value.title}</h4>
                </li>
              ))}
            </ul>
          </Part>
        </div>
        <Part id="about-leadership" title={titles.leadership}>
          <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <div className="flex items-center gap-4 sm:gap-6">
              <Img
                image={founder.image}
                {...PHOTO_BOXES.portraitThumbnail}
                sizes="(min-width: 640px) 112px, 80px"
                category="civil"
                fallbackIcon={Users}
                className="w-20 shrink-0 rounded-xl sm:w-28"
              />
              <div className="min-w-0">
                <h4 className="text-xl font-extrabold text-brand-900">{founder.name}</h4>
                <p className="mt-1 font-semibold text-accent-700">{founder.position}</p>
                <p className="mt-1 text-sm text-slate-600">Experience: {founder.experience}</p>
              </div>
            </div>
            {/* The whole story is on /about; a phone shows who leads the firm. */}
            <p className="mt-4 hidden text-sm leading-relaxed text-slate-700 sm:block">
              {founder.description}
            </p>
          </article>
        </Part>
      </div>
      <Part id="about-milestones" title={titles.milestones}>
        <MilestoneStrip milestones={milestones} labelledBy="about-milestones" />
      </Part>
      <div className="flex justify-center">
        <ButtonLink href="/about" variant="outline">
          {titles.page} <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </ButtonLink>
      </div>
    </div>
  );
}
