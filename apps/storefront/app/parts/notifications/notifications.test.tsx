// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { renderAt } from "../../test-support/render";
import { Notifications } from "./notifications";
import { notify } from "./notify";

describe("<Notifications />", () => {
  it("shows a notification with its action and an OK button that closes it", async () => {
    const container = await renderAt("/en", <Notifications />);
    await act(async () => {
      notify({
        type: "warning",
        message:
          "No such configuration for the product. Please do choose another combination of attributes.",
        action1: { label: "Proceed to checkout", to: "/en/checkout" },
        hasNoTimeout: true,
      });
    });
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("No such configuration for the product.");
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/en/checkout");
    const ok = [...container.querySelectorAll("button")].find((b) => b.textContent === "OK");
    await act(async () => ok?.click());
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
