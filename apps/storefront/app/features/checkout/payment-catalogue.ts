import { useEffect, useState } from "react";
import type { ProviderMethod } from "./rules/provider-payment";

/** An image of the payment service, in the sizes Mollie gives (docs/specification/api-shapes.md §10). */
interface ProviderImage {
  size1x: string;
  size2x: string;
  svg: string;
}

/** An iDEAL bank from fetch-issuers. */
export interface Issuer {
  id: string;
  name: string;
  image: ProviderImage;
}

interface MethodList {
  _embedded: { methods: { id: string; description: string; image: ProviderImage }[] };
}

/** The payment service answers these two calls bare, without the `{code, result}` envelope. */
async function getBare<T>(path: string): Promise<T> {
  const res = await fetch(path);
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** What the review step shows of a provider method: its image, and the banks for iDEAL. */
export interface ProviderCatalogue {
  image: string | null;
  issuers: Issuer[] | null;
  /** The issuers could not be loaded: the shopper cannot pick a bank. */
  failed: boolean;
}

const EMPTY: ProviderCatalogue = { image: null, issuers: null, failed: false };

/** Loads the method's image and (for iDEAL) its banks once the review step shows the method. */
export function useProviderCatalogue(method: ProviderMethod | null): ProviderCatalogue {
  const [catalogue, setCatalogue] = useState<ProviderCatalogue>(EMPTY);
  useEffect(() => {
    setCatalogue(EMPTY);
    if (method === null) return;
    let current = true;
    const methods = getBare<MethodList>("/api/ext/mollie/payment-methods").then(
      (list) => list._embedded.methods.find((m) => m.id === method)?.image.svg ?? null,
      () => null,
    );
    const issuers =
      method === "ideal"
        ? getBare<{ issuers: Issuer[] }>("/api/ext/mollie/fetch-issuers").then(
            (reply) => (reply.issuers.length > 0 ? reply.issuers : null),
            () => null,
          )
        : Promise.resolve(null);
    void Promise.all([methods, issuers]).then(([image, banks]) => {
      if (!current) return;
      // docs/specification/messages.md: 'No issuers' is logged only; the shopper sees the bank cannot be chosen.
      if (method === "ideal" && banks === null) console.error("No issuers");
      setCatalogue({ image, issuers: banks, failed: method === "ideal" && banks === null });
    });
    return () => {
      current = false;
    };
  }, [method]);
  return catalogue;
}
