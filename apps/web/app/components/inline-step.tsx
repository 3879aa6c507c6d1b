import { useId, type ReactNode } from 'react';

/**
 * A pop-up's content shown in the page, where its address (`?new=1`, `?delete={id}`) leads before
 * JavaScript runs, or where a form sent without JavaScript comes back: a framed section with the
 * pop-up's title as its heading.
 */
export function InlineStep({ title, children }: { title: string; children: ReactNode }) {
  const heading = useId();
  return (
    <section className="notice inline-step" aria-labelledby={heading}>
      <h2 id={heading} className="inline-step__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}
