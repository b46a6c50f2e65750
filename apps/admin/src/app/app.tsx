import { QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { ApiError } from "../shared/api-client";
import { LanguageProvider } from "../shared/language";
import { ME_KEY } from "../shared/session";
import { createAdminRouter } from "./router";

/** One query cache for the whole app: lists and details are cached, actions invalidate them. */
const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    // A session that ended (8 hours without a call, logged out elsewhere) sends her to log in.
    onError: (error, query) => {
      if (error instanceof ApiError && error.status === 401 && query.queryKey[0] !== ME_KEY[0])
        void queryClient.invalidateQueries({ queryKey: ME_KEY });
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (count, error) => !(error instanceof ApiError && error.status > 0) && count < 2,
    },
  },
});

const router = createAdminRouter();

export function App() {
  return (
    <LanguageProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LanguageProvider>
  );
}
