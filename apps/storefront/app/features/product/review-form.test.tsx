// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "../../test-support/render";
import { submit, typeInto } from "../../test-support/type-into";
import ProductReviews from "./product-reviews";
import { ReviewForm } from "./review-form";

const SCRIPT = '<script>alert("xss")</script><img src=x onerror="alert(1)">';

afterEach(() => {
  document.body.replaceChildren();
});

const fieldsOf = (container: HTMLElement) => ({
  title: container.querySelector<HTMLInputElement>('input[name="title"]'),
  detail: container.querySelector<HTMLTextAreaElement>('textarea[name="detail"]'),
  nickname: container.querySelector<HTMLInputElement>('input[name="nickname"]'),
  form: container.querySelector("form"),
});

describe("the review form", () => {
  it("requires a title, a review and a name, and sends nothing without them", async () => {
    const send = vi.fn(async () => {});
    const container = await renderAt("/en", <ReviewForm productId={7} send={send} />);
    await submit(fieldsOf(container).form);
    const errors = [...container.querySelectorAll('[data-testid="field-error"]')];
    expect(errors.map((error) => error.textContent)).toEqual([
      "Field is required",
      "Field is required",
      "Field is required",
    ]);
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the review and says it appears after approval", async () => {
    const send = vi.fn(async () => {});
    const container = await renderAt("/", <ReviewForm productId={7} send={send} />);
    const fields = fieldsOf(container);
    await typeInto(fields.title, "Mooie jurk");
    await typeInto(fields.detail, SCRIPT);
    await typeInto(fields.nickname, "Anna");
    await submit(fields.form);
    // In the store view of the page: the review shows on that store's product page.
    expect(send).toHaveBeenCalledWith(
      7,
      { title: "Mooie jurk", detail: SCRIPT, nickname: "Anna" },
      "nl",
    );
    expect(container.querySelector('[data-testid="form-notice"]')?.textContent).toBe(
      "Bedankt voor je review! Hij verschijnt op de pagina zodra we hem hebben goedgekeurd.",
    );
  });
});

describe("the product's reviews", () => {
  it("show a script in a review as text, never as markup", async () => {
    const review = {
      id: 1,
      title: SCRIPT,
      detail: SCRIPT,
      nickname: "<b>Anna</b>",
      rating: null,
      created_at: "2026-11-20T10:00:00.000Z",
      created_label: "11:00 20/11/2026",
    };
    const container = await renderAt(
      "/en",
      <ProductReviews productId={7} reviews={[review]} summary={{ count: 1, average: 0 }} />,
    );
    const shown = container.querySelector(".review");
    expect(shown?.querySelector("script, img, b")).toBeNull();
    expect(shown?.querySelector(".review__detail")?.textContent).toBe(SCRIPT);
    expect(shown?.querySelector(".review__by")?.textContent).toContain("<b>Anna</b>");
  });
});
