import { type CmsKey, type CmsKind, findCmsContent } from "@etalage/commerce";
import { STORE_VIEWS, type StoreView } from "@etalage/contracts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { badRequest, notFound } from "../../http/http-error";
import { storeViewById } from "../../http/store-view";
import type { Shop } from "../../shop";
import { storeOf } from "../cart/cart-caller";

/** docs/specification/messages.md. */
export const CMS_EMPTY_RESULT = "CMS query returned empty result";

const KINDS: Record<string, CmsKind> = { Page: "page", Block: "block" };

function idOf(text: string): number {
  if (!/^[1-9]\d{0,8}$/.test(text)) throw badRequest(`Invalid CMS id: ${text.slice(0, 32)}`);
  return Number(text);
}

function storeIdOf(text: string): StoreView {
  if (!/^\d{1,3}$/.test(text)) throw badRequest(`Invalid storeId: ${text.slice(0, 32)}`);
  return storeViewById(Number(text));
}

function answer(shop: Shop, reply: FastifyReply, store: StoreView, kind: CmsKind, key: CmsKey) {
  const content = findCmsContent(shop.catalogue.engine, store, kind, key);
  if (!content) throw notFound(CMS_EMPTY_RESULT);
  reply.header("Cache-Control", "public, max-age=300");
  return { code: 200, result: content };
}

/**
 * `GET /api/ext/cms-data/cms{Page|Block}/{id}` (store view from `?storeCode=`, Dutch by default)
 * and `cms{Page|Block}Identifier/{identifier}/storeId/{storeId}` (docs/specification/api-shapes.md §9): an active
 * CMS page or block in the store view's language.
 */
export async function cmsDataRoutes(app: FastifyInstance, shop: Shop): Promise<void> {
  app.get<{ Params: { kind: string; id: string }; Querystring: { storeCode?: string } }>(
    "/api/ext/cms-data/cms:kind/:id",
    async (request, reply) => {
      const kind = KINDS[request.params.kind];
      if (!kind) throw notFound(`No such CMS type: cms${request.params.kind.slice(0, 32)}`);
      const code =
        typeof request.query.storeCode === "string" ? request.query.storeCode : undefined;
      const store = STORE_VIEWS[storeOf(request, code)];
      return answer(shop, reply, store, kind, { id: idOf(request.params.id) });
    },
  );

  app.get<{ Params: { kind: string; identifier: string; storeId: string } }>(
    "/api/ext/cms-data/cms:kind/:identifier/storeId/:storeId",
    async (request, reply) => {
      const match = /^(Page|Block)Identifier$/.exec(request.params.kind);
      if (!match) throw notFound(`No such CMS type: cms${request.params.kind.slice(0, 32)}`);
      // The router refuses parameters over 100 characters before this runs.
      const { identifier } = request.params;
      const store = storeIdOf(request.params.storeId);
      return answer(shop, reply, store, KINDS[match[1]!]!, { identifier });
    },
  );
}
