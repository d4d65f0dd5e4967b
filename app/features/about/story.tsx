export function Story({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="mx-auto max-w-3xl space-y-5 text-lg leading-relaxed text-slate-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </div>
  );
}
