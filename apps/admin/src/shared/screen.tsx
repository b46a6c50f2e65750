import type { ReactNode } from "react";
import { Link } from "react-router";

export interface ScreenProps {
  /** The screen's name in ids: its title is `${id}-title`. */
  id: string;
  title: ReactNode;
  /** What the screen offers beside its title (a "new" button). */
  actions?: ReactNode;
  /** The way back to the list a detail screen was opened from, above its title. */
  back?: { to: string; text: string };
  /** A line under the title that says what the screen is for. */
  intro?: ReactNode;
  /** A screen of forms (a profile, an import) keeps to a reading width. */
  narrow?: boolean;
  children: ReactNode;
}

/** A screen of the back office: its section, named by its one heading. */
export function Screen({ id, title, actions, back, intro, narrow, children }: ScreenProps) {
  const heading = (
    <h1 id={`${id}-title`} className="screen-title">
      {title}
    </h1>
  );
  return (
    <section className={narrow ? "screen narrow" : "screen"} aria-labelledby={`${id}-title`}>
      {back ? (
        <p className="crumb">
          <Link to={back.to}>{back.text}</Link>
        </p>
      ) : null}
      {actions ? (
        <div className="screen-head">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {intro ? <p className="hint screen-intro">{intro}</p> : null}
      {children}
    </section>
  );
}
