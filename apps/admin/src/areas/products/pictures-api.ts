import type { Localized } from "@etalage/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../shared/api-client";
import { productPath } from "./products-api";

/** A product's pictures: upload, alt texts, order, delete; the product is read again after each. */
export function usePictureActions(sku: string) {
  const queryClient = useQueryClient();
  const path = `${productPath(sku)}/images`;
  const fresh = () => queryClient.invalidateQueries({ queryKey: ["products", "one", sku] });
  return {
    upload: useMutation({
      mutationFn: async (files: File[]) => {
        for (const file of files) {
          const form = new FormData();
          form.append("file", file);
          await api.upload(path, form);
        }
      },
      onSettled: fresh,
    }),
    alt: useMutation({
      mutationFn: ({ id, alt }: { id: number; alt: Localized }) =>
        api.patch(`${path}/${id}`, { alt }),
      onSuccess: fresh,
    }),
    // One new order after the other, so that the last one the owner made is the one kept; a
    // refused one (a picture added or deleted meanwhile) reads the product again too.
    order: useMutation({
      mutationFn: (ids: number[]) => api.put(`${path}/order`, { ids }),
      scope: { id: `${path}/order` },
      onSettled: fresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete(`${path}/${id}`),
      onSuccess: fresh,
    }),
  };
}
