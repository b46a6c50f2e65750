import { Link } from "react-router";
import { useTexts } from "../shared/language";
import { usePageTitle } from "../shared/page-title";
import { sharedTexts } from "../shared/shared-texts";

export function NotFoundPage() {
  const t = useTexts(sharedTexts);
  usePageTitle(t.notFound);
  return (
    <section className="screen">
      <h1 className="screen-title">{t.notFound}</h1>
      <p>{t.notFoundBody}</p>
      <p>
        <Link to="/">{t.toDashboard}</Link>
      </p>
    </section>
  );
}
