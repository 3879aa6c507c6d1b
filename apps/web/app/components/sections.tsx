export interface Section {
  title: string;
  body: string;
}

/** Headed paragraphs of a text page. */
export function Sections({ items }: { items: Section[] }) {
  return (
    <>
      {items.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          <p>{section.body}</p>
        </section>
      ))}
    </>
  );
}
