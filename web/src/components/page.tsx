/**
 * A screen's frame: the document title, one h1, and the content in a readable column. Plain elements
 * (web/src/theme/frame.css), so Home renders without Chakra UI.
 */
import { type ReactNode, useId } from 'react';

export const APP_NAME = 'Matka';

interface PageProps {
  title: string;
  subtitle?: ReactNode;
  /** Wider column for tables on large screens. */
  wide?: boolean;
  children: ReactNode;
}

export function Page({ title, subtitle, wide, children }: PageProps) {
  return (
    <div className={wide ? 'f-page f-page-wide' : 'f-page'}>
      <title>{`${title} · ${APP_NAME}`}</title>
      <div className="f-page-head">
        <h1 className="f-heading f-page-title">{title}</h1>
        {subtitle && <p className="f-muted">{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}

/** A white card section; with a title it is a landmark region named by its heading. */
export function Section({ title, children, headingLevel = 'h2' }: { title?: string; children: ReactNode; headingLevel?: 'h2' | 'h3' }) {
  const headingId = useId();
  const Heading = headingLevel;
  return (
    <section className="f-section" aria-labelledby={title ? headingId : undefined}>
      {title && (
        <Heading id={headingId} className="f-heading f-section-title">
          {title}
        </Heading>
      )}
      {children}
    </section>
  );
}
