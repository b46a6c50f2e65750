import { act, createContext, type ReactNode, useContext } from "react";
import { createRoot } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { onTestFinished } from "vitest";

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}

/** The element under test, handed to the stub's only route. */
const ElementUnderTest = createContext<ReactNode>(null);

function ShowElementUnderTest() {
  return useContext(ElementUnderTest);
}

/** React Router's router for tests: one route that shows the element under test. */
const TestRouter = createRoutesStub([{ path: "*", Component: ShowElementUnderTest }]);

/**
 * Renders a component inside a route at `path` (so links and the store view work) with the
 * store's texts, into a fresh container of the happy-dom document.
 */
export async function renderAt(path: string, element: ReactNode): Promise<HTMLElement> {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <ElementUnderTest.Provider value={element}>
        <TestRouter initialEntries={[path]} />
      </ElementUnderTest.Provider>,
    );
  });
  // A root left mounted goes on rendering when a lazy part arrives, which may be after the test
  // file's document is gone: React then fails outside any test ("window is not defined").
  onTestFinished(() => act(() => root.unmount()));
  return container;
}
