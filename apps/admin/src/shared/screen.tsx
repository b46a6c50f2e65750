import type { ReactNode } from "react";

export interface ScreenProps {
  /** The screen's name in ids: its title is `${id}-title`. */
  id: string;
  title: ReactNode;
  /** What the screen offers beside its title (a "new" button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen of the back office: its section, named by its one heading. */
export function Screen({ id, title, actions, children }: ScreenProps) {
  const heading = (
    <h1 id={`${id}-title`} className="screen-title">
      {title}
    </h1>
  );
  return (
    <section className="screen" aria-labelledby={`${id}-title`}>
      {actions ? (
        <div className="screen-head">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
