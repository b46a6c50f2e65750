import type { ImportProgressLine, ImportReport } from "@etalage/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api } from "../../shared/api-client";

export interface ImportRequest {
  csv: File;
  /** A zip of the pictures the CSV names, when the owner chose one. */
  pictures: File | null;
  dryRun: boolean;
  refuseNewCategories: boolean;
  /** A real run's progress: products done of all. */
  onProgress?: (done: number, total: number) => void;
}

/** A real run, read line by line: its progress as it comes, then its report. */
async function importWithProgress(path: string, form: FormData, request: ImportRequest) {
  const answer: { report?: ImportReport; failed?: string } = {};
  await api.uploadStreamed(path, form, (value) => {
    const line = value as ImportProgressLine;
    if ("report" in line) answer.report = line.report;
    else if ("error" in line) answer.failed = line.error;
    else request.onProgress?.(line.done, line.total);
  });
  if (answer.failed !== undefined || !answer.report) throw new ApiError(500, answer.failed ?? "");
  return answer.report;
}

/**
 * The CSV and its pictures' zip sent as a form; a real run answers its progress as it goes and
 * makes the products and categories read again.
 */
export function useCatalogueImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) => {
      const path = `/api/admin/products/import?${new URLSearchParams({
        dryRun: String(request.dryRun),
        refuseNewCategories: String(request.refuseNewCategories),
      })}`;
      const form = new FormData();
      form.append("csv", request.csv, request.csv.name);
      if (request.pictures) form.append("pictures", request.pictures, request.pictures.name);
      return request.dryRun
        ? api.upload<ImportReport>(path, form)
        : importWithProgress(path, form, request);
    },
    onSuccess: async (report) => {
      if (report.dryRun) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["products"] }),
        queryClient.invalidateQueries({ queryKey: ["categories"] }),
      ]);
    },
  });
}
