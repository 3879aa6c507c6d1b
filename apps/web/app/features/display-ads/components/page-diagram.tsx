import type { AdUnits } from '@gazeta/contract';
import { PAGE_IN, sizeOnPage } from '../display-ad-draft.ts';

/** The printed page's four columns (the 1-unit ad is one column wide) and the gutters between them. */
const COLUMNS = 4;
const COLUMN_IN = 2.2077;
const GUTTER_IN = (PAGE_IN.width - COLUMNS * COLUMN_IN) / (COLUMNS - 1);
const LINE_STEP_IN = 0.42;
const HEAD_IN = 1.1;

/** The text lines of a column, the first two under the page's headline band. */
const LINES = Array.from({ length: Math.floor((PAGE_IN.height - HEAD_IN - 0.2) / LINE_STEP_IN) }, (_, i) => HEAD_IN + 0.2 + i * LINE_STEP_IN);

/**
 * A newspaper page drawn to scale (inches), its headline and columns of text, with an ad of
 * `units` shaded in the lower right corner where the paper sets its ads. A picture only: the
 * text beside it says the size (the caller names it, or hides it from screen readers).
 */
export function PageDiagram({ units, label, className }: { units: AdUnits | null; label?: string | undefined; className?: string | undefined }) {
  const ad = units === null ? null : sizeOnPage(units);
  return (
    <svg
      className={`page-diagram${className ? ` ${className}` : ''}`}
      viewBox={`-0.1 -0.1 ${PAGE_IN.width + 0.2} ${PAGE_IN.height + 0.2}`}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true, focusable: false })}
    >
      <rect className="page-diagram__paper" x={-0.1} y={-0.1} width={PAGE_IN.width + 0.2} height={PAGE_IN.height + 0.2} />
      <rect className="page-diagram__head" x={0} y={0.15} width={PAGE_IN.width} height={HEAD_IN - 0.35} />
      {Array.from({ length: COLUMNS }, (_, column) => {
        const x = column * (COLUMN_IN + GUTTER_IN);
        return LINES.map((y) => <rect key={`${column}-${y}`} className="page-diagram__line" x={x} y={y} width={COLUMN_IN} height={0.14} />);
      })}
      {ad ? <rect className="page-diagram__ad" x={ad.x} y={ad.y} width={ad.width} height={ad.height} /> : null}
    </svg>
  );
}
