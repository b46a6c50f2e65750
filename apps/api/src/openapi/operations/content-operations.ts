import { z } from "zod";
import { type Operation, ok, refusal } from "../answers";
import { any, int, obj, str } from "../schema-words";

const cmsContent = obj({ id: int, identifier: str, content: str });
const cmsExample = {
  id: 1,
  identifier: "over-ons",
  title: "Over ons",
  content: "<p>Etalage is…</p>",
  active: true,
};
const cmsRefusals = {
  400: refusal(400, "The id or storeId is not valid", "Invalid CMS id: abc"),
  404: refusal(404, "No such type, or no active page or block", "CMS query returned empty result"),
};

/** The shop's content: CMS pages and blocks, banners, the home page and the brand's stores. */
export const contentOperations: Record<string, Operation> = {
  "GET /api/ext/cms-data/cms:kind/:id": {
    summary: "A CMS page or block by id",
    description:
      "`cmsPage/{id}` or `cmsBlock/{id}`, in the language of `storeCode` (Dutch by default).",
    tag: "Content",
    caller: "anyone",
    params: z.object({ kind: z.enum(["Page", "Block"]), id: z.string() }),
    query: z.object({ storeCode: z.string().optional() }),
    answers: { 200: ok(cmsContent, cmsExample), ...cmsRefusals },
  },
  "GET /api/ext/cms-data/cms:kind/:identifier/storeId/:storeId": {
    summary: "A CMS page or block by identifier",
    description: "`cmsPageIdentifier/{identifier}/storeId/{storeId}` or `cmsBlockIdentifier/…`.",
    tag: "Content",
    caller: "anyone",
    params: z.object({
      kind: z.enum(["PageIdentifier", "BlockIdentifier"]),
      identifier: z.string(),
      storeId: z.string(),
    }),
    answers: { 200: ok(cmsContent, cmsExample), ...cmsRefusals },
  },
  "GET /api/ext/store-content/:kind/:storeCode": {
    summary: "Banners, the home page or the brand's stores",
    tag: "Content",
    caller: "anyone",
    params: z.object({
      kind: z.enum(["banners", "homepage", "stores"]),
      storeCode: z.enum(["nl", "en"]),
    }),
    answers: {
      200: ok(
        any,
        {
          mainBanners: [{ title: "Nieuwe collectie", link: "/nieuw", image: "/img/banner-1.jpg" }],
        },
        "The content as the shop keeps it",
      ),
      404: refusal(404, "No such content", "No store content banners for store de"),
    },
  },
};
