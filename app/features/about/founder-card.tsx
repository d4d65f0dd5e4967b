import * as lucide from "lucide";
import { lucideIcon } from "~/components/ui/lucide-icon";
import type { Leader } from "~/content/schemas";
import { Img } from "~/components/ui/img";
import { PHOTO_BOXES } from "~/lib/images";

const Award = lucideIcon("award", lucide.Award);
const Users = lucideIcon("users", lucide.Users);

export function FounderCard({ founder }: { founder: Leader }) {
  return (
    <article className="mx-auto grid max-w-5xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:grid-cols-[2fr_3fr] md:items-center">
      <Img
        image={founder.image}
        {...PHOTO_BOXES.portrait}
        sizes="(min-width: 768px) 400px, 100vw"
        category="civil"
        fallbackIcon={Users}
        // As tall as the text beside it: no empty band above and below the photo.
        className="md:h-full md:self-stretch md:aspect-auto!"
      />
      <div className="p-6 sm:p-8">
        <h3 className="text-2xl font-extrabold text-brand-900">{founder.name}</h3>
        <p className="mt-1 font-semibold text-accent-700">{founder.position}</p>
        <p className="mt-1 text-sm text-slate-600">Experience: {founder.experience}</p>
        <p className="mt-4 leading-relaxed text-slate-700">{founder.description}</p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          <div>
            <h4 className="text-sm font-bold tracking-wider text-brand-900 uppercase">
              Achievements
            </h4>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {founder.achievements.map((achievement) => (
                <li key={achievement} className="flex gap-2">
                  <Award aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-600" />
                  {achievement}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="text-sm font-bold tracking-wider text-brand-900 uppercase">Expertise</h4>
            <ul className="mt-3 flex flex-wrap gap-2">
              {founder.expertise.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </article>
  );
}
