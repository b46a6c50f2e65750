import { z } from "zod";
import { searchQuery } from "../../routes/catalog-search";
import { renderListQuery } from "../../routes/render-list";
import { skuText, listQuery as stockListQuery } from "../../routes/stock";
import { urlMapBody } from "../../routes/url-map";
import { type Answer, bare, type Operation, ok, refusal } from "../answers";
import { any, bool, dict, int, list, nullable, num, obj, str } from "../schema-words";

const searchParams = z.object({ index: z.enum(["catalog_nl", "catalog_en"]), type: z.string() });

const searchAnswer: Answer = bare(
  obj({
    "took?": int,
    "timed_out?": bool,
    hits: obj({
      total: any,
      "max_score?": nullable(num),
      hits: list(obj({ _id: any, _source: any })),
    }),
    "aggregations?": dict(any),
  }),
  {
    took: 2,
    timed_out: false,
    hits: {
      total: { value: 1, relation: "eq" },
      max_score: 1,
      hits: [
        {
          _index: "catalog_nl",
          _type: "product",
          _id: "1",
          _score: 1,
          _source: { id: 1, sku: "WS12", name: "Jurk Iris" },
        },
      ],
    },
  },
  "Hits in Elasticsearch's shape (no envelope)",
);

const searchRefusals = {
  400: refusal(
    400,
    "A parameter is not valid, or the search is past a limit",
    "The search request must be a JSON object",
  ),
  404: refusal(404, "No such index or entity type", "Unknown catalogue index: catalog_de"),
  503: refusal(
    503,
    "The search ran out of its time budget, or the database is away: try again",
    "The search took too long: try again",
  ),
};

const searchDescription =
  "The catalogue search in Elasticsearch's query language (a subset: bool, match, multi_match, terms, range, nested aggregations, sorting and paging), one index per store view.";

const stockItem = obj({
  item_id: int,
  product_id: int,
  stock_id: int,
  sku: str,
  qty: num,
  is_in_stock: bool,
  manage_stock: bool,
  min_qty: num,
  min_sale_qty: num,
  max_sale_qty: num,
  backorders: int,
});
const stockExample = {
  item_id: 1,
  product_id: 1,
  stock_id: 1,
  sku: "WS12-M-Blue",
  qty: 12,
  is_in_stock: true,
  manage_stock: true,
  min_qty: 0,
  min_sale_qty: 1,
  max_sale_qty: 10000,
  backorders: 0,
};
const noSuchSku = refusal(404, "No product with this sku", "No product with sku WS99");

const prices = obj({ final_price: num, regular_price: num, special_price: nullable(num) });

/** The stock of one product, its sku in the query or in the path. */
const stockCheck = {
  tag: "Catalogue",
  caller: "anyone" as const,
  answers: { 200: ok(stockItem, stockExample), 404: noSuchSku },
};

/** The catalogue as the storefront reads it: search, URLs, prices and stock. */

export const catalogueOperations: Record<string, Operation> = {
  "GET /api/catalog/:index/:type/_search": {
    summary: "Search the catalogue (query in the request parameter)",
    description: `${searchDescription} The query comes URL-encoded as JSON in \`request\`.`,
    tag: "Catalogue",
    caller: "anyone",
    params: searchParams,
    query: searchQuery,
    answers: { 200: searchAnswer, ...searchRefusals },
  },
  "POST /api/catalog/:index/:type/_search": {
    summary: "Search the catalogue (query in the body)",
    description: `${searchDescription} The query is the JSON body.`,
    tag: "Catalogue",
    caller: "anyone",
    params: searchParams,
    query: searchQuery,
    body: z.record(z.string(), z.unknown()),
    bodyExample: { query: { bool: { filter: { terms: { visibility: [2, 3, 4] } } } }, size: 10 },
    answers: { 200: searchAnswer, ...searchRefusals },
  },
  "POST /api/url/map": {
    summary: "Find what a storefront URL stands for",
    description:
      "The raw search hit of the product, category or CMS page at a storefront path, or `null` (no envelope).",
    tag: "Catalogue",
    caller: "anyone",
    body: urlMapBody,
    bodyExample: { url: "/jurken/jurk-iris" },
    answers: {
      200: bare(
        nullable(obj({ _id: any, _type: str, _source: any })),
        {
          _index: "catalog_nl",
          _type: "product",
          _id: "1",
          _score: 1,
          _source: { id: 1, sku: "WS12", url_path: "jurken/jurk-iris" },
        },
        "The search hit, or null when nothing lives at the URL",
      ),
    },
  },
  "GET /api/product/render-list": {
    summary: "Current prices of products",
    description:
      "`price_info` holds what shoppers pay (incl. VAT), `tax_adjustments` the same without VAT; `sgn` signs the final price.",
    tag: "Catalogue",
    caller: "anyone",
    query: renderListQuery,
    answers: {
      200: ok(
        obj({
          items: list(
            obj({
              id: int,
              sku: str,
              sgn: str,
              price_info: obj({
                final_price: num,
                regular_price: num,
                special_price: nullable(num),
                max_price: num,
                minimal_price: num,
                extension_attributes: obj({ tax_adjustments: prices }),
              }),
            }),
          ),
        }),
        {
          items: [
            {
              id: 1,
              sku: "WS12",
              sgn: "q1vN0Yt2",
              price_info: {
                final_price: 59.95,
                regular_price: 59.95,
                special_price: null,
                max_price: 59.95,
                minimal_price: 59.95,
                extension_attributes: {
                  tax_adjustments: {
                    final_price: 49.55,
                    regular_price: 49.55,
                    special_price: null,
                  },
                },
              },
            },
          ],
        },
      ),
    },
  },
  "GET /api/stock/check": {
    summary: "Stock of one product (sku in the query)",
    ...stockCheck,
    query: z.object({ sku: skuText }),
  },
  "GET /api/stock/check/:sku": {
    summary: "Stock of one product (sku in the path)",
    ...stockCheck,
    params: z.object({ sku: skuText }),
  },
  "GET /api/stock/list": {
    summary: "Stock of several products",
    description: "Unknown skus are left out of the list.",
    tag: "Catalogue",
    caller: "anyone",
    query: stockListQuery,
    answers: { 200: ok(list(stockItem), [stockExample]) },
  },
};
