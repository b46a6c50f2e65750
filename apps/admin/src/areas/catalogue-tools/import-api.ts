import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api-client";

/** What `POST /api/admin/products/import` answers, for a dry run and for a real one. */
export interface ImportReport {
  dryRun: boolean;
  problems: { line: number; column: string; message: string }[];
  newCategories: string[];
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface ImportRequest {
  csv: string;
  dryRun: boolean;
  refuseNewCategories: boolean;
}

/** The CSV sent as it is (`text/csv`); a real run makes the products and categories read again. */
export function useCatalogueImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, dryRun, refuseNewCategories }: ImportRequest) =>
      api.postText<ImportReport>(
        `/api/admin/products/import?${new URLSearchParams({
          dryRun: String(dryRun),
          refuseNewCategories: String(refuseNewCategories),
        })}`,
        "text/csv",
        csv,
      ),
    onSuccess: async (report) => {
      if (report.dryRun) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["products"] }),
        queryClient.invalidateQueries({ queryKey: ["categories"] }),
      ]);
    },
  });
}
