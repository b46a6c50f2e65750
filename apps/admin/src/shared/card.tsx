import type { ReactNode } from "react";

export interface CardProps {
  /** The card's name in ids: its title is `${id}-title`. */
  id: string;
  title: ReactNode;
  /** A card of its own on a screen (a form), titled as a section; otherwise one of a page's cards. */
  block?: boolean;
  /** More classes for the card (its layout). */
  className?: string;
  children: ReactNode;
}

/** A card of a screen: its section, named by its one heading. */
export function Card({ id, title, block = false, className, children }: CardProps) {
  return (
    <section
      className={["card", block ? "block" : "", className ?? ""].filter(Boolean).join(" ")}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={block ? "section-title" : "card-title"}>
        {title}
      </h2>
      {children}
    </section>
  );
}
