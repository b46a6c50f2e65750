import type { ReactNode } from "react";

/** A section of the account page under its heading, which names it; `id` is its anchor (#orders). */
export function AccountSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
