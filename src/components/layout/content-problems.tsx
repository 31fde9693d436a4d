import { fill } from "@content/fill.ts";
import { describeProblem, type Problem } from "@content/validate.ts";

/**
 * The content's problems, on top of every page of the dev server (`npm run edit`) while there are any: what the
 * build would refuse, listed where the person editing looks. A build with a problem fails, so no visitor sees this.
 */
export function ContentProblems({ problems, heading }: { problems: Problem[]; heading: string }) {
  if (problems.length === 0) return null;
  return (
    <section
      data-slot="content-problems"
      role="alert"
      aria-labelledby="content-problems-title"
      className="border-destructive border-b-2 bg-card px-4 py-4 text-sm"
    >
      <div className="mx-auto max-w-6xl">
        <h2 id="content-problems-title" className="font-bold text-base text-destructive">
          {fill(heading, { count: problems.length })}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {problems.map((problem) => (
            <li key={describeProblem(problem)}>{describeProblem(problem)}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
