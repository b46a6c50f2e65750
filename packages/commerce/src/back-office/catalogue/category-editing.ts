import { type CategoryTreeNode, type Localized, urlKeyOf } from "@etalage/contracts";
import {
  type CategoriesTable,
  insertCategoryRow,
  type Kysely,
  nextCategoryId,
  readCategoryRows,
  type Schema,
  transaction,
  updateCategoryRow,
} from "@etalage/db";
import { ROOT_CATEGORY_ID, TREE_ROOT_ID } from "../../catalogue";
import { type Actor, recordAudit } from "../audit";
import { BackOfficeError } from "../back-office-error";
import type { CatalogueDesk } from "./catalogue-desk";
import { refuseField } from "./field-refusal";
import { withFreshIds } from "./taken-ids";

export interface CategoryInput {
  name: Localized;
  url_key: Localized;
  parent_id: number;
  /** 1 for first among its siblings; last when left out. */
  position: number;
  is_active: boolean;
  include_in_menu: boolean;
}

const view = (row: CategoriesTable, children: CategoryTreeNode[]): CategoryTreeNode => ({
  id: row.id,
  parent_id: row.parent_id,
  name: { nl: row.name_nl, en: row.name_en },
  url_key: { nl: row.url_key_nl, en: row.url_key_en },
  position: row.position,
  is_active: row.is_active === 1,
  include_in_menu: row.include_in_menu === 1,
  children,
});

function treeOf(rows: readonly CategoriesTable[], parentId: number): CategoryTreeNode[] {
  return rows
    .filter((row) => row.parent_id === parentId)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((row) => view(row, treeOf(rows, row.id)));
}

/** `GET /api/admin/categories`: the whole tree from the shop's root category down. */
export async function categoryTreeForStaff(db: Kysely<Schema>): Promise<CategoryTreeNode[]> {
  return treeOf(await readCategoryRows(db), TREE_ROOT_ID);
}

const noSuchCategory = (id: number) =>
  new BackOfficeError("not-found", {
    nl: `Er is geen categorie met nummer ${id}`,
    en: `No category with id ${id}`,
  });

/** Refuses a parent that does not exist, or that is the category itself or below it. */
function checkParent(rows: readonly CategoriesTable[], parentId: number, self: number | null) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (!byId.has(parentId))
    throw refuseField(
      "parent_id",
      `is geen categorie: ${parentId}`,
      `is not a category: ${parentId}`,
    );
  for (let at = byId.get(parentId); at; at = byId.get(at.parent_id)) {
    if (at.id === self)
      throw refuseField(
        "parent_id",
        "ligt onder de categorie zelf",
        "is the category itself or below it",
      );
  }
}

/** Refuses a url key a sibling already has in that store view. */
function checkUrlKey(
  rows: readonly CategoriesTable[],
  parentId: number,
  urlKey: Localized,
  self: number | null,
) {
  for (const store of ["nl", "en"] as const) {
    const twin = rows.find(
      (row) =>
        row.parent_id === parentId &&
        row.id !== self &&
        row[store === "nl" ? "url_key_nl" : "url_key_en"] === urlKey[store],
    );
    if (twin)
      throw refuseField(
        `url_key.${store}`,
        `is al de url key van categorie ${twin.id} op deze plek`,
        `is the url key of category ${twin.id} at this place already`,
      );
  }
}

/** Gives the siblings positions 1, 2, … with `id` at `position` (last when not given). */
async function placeAmongSiblings(
  trx: Kysely<Schema>,
  rows: readonly CategoriesTable[],
  id: number,
  parentId: number,
  position: number | undefined,
) {
  const siblings = rows
    .filter((row) => row.parent_id === parentId && row.id !== id)
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((row) => row.id);
  const at = Math.min(Math.max((position ?? siblings.length + 1) - 1, 0), siblings.length);
  siblings.splice(at, 0, id);
  for (const [index, sibling] of siblings.entries()) {
    const row = rows.find((r) => r.id === sibling);
    if (row?.position !== index + 1 || sibling === id)
      await updateCategoryRow(trx, sibling, { position: index + 1 });
  }
}

async function changeCategories<T>(
  desk: CatalogueDesk,
  step: (trx: Kysely<Schema>, rows: CategoriesTable[]) => Promise<T>,
): Promise<CategoryTreeNode[]> {
  await withFreshIds(() =>
    transaction(desk.db, async (trx) => {
      const result = await step(trx, await readCategoryRows(trx));
      await desk.record(trx, { kind: "catalogue" });
      return result;
    }),
  );
  await desk.applied({ kind: "catalogue" });
  return categoryTreeForStaff(desk.db);
}

/** `POST /api/admin/categories`: a new category under a parent, enabled unless said otherwise. */
export function createCategory(
  desk: CatalogueDesk,
  actor: Actor,
  input: Partial<CategoryInput> & Pick<CategoryInput, "name" | "parent_id">,
) {
  return changeCategories(desk, async (trx, rows) => {
    checkParent(rows, input.parent_id, null);
    const urlKey = input.url_key ?? { nl: urlKeyOf(input.name.nl), en: urlKeyOf(input.name.en) };
    checkUrlKey(rows, input.parent_id, urlKey, null);
    const id = await nextCategoryId(trx);
    await insertCategoryRow(trx, {
      id,
      parent_id: input.parent_id,
      name_nl: input.name.nl,
      name_en: input.name.en,
      url_key_nl: urlKey.nl,
      url_key_en: urlKey.en,
      position: 0,
      is_active: input.is_active === false ? 0 : 1,
      include_in_menu: input.include_in_menu === false ? 0 : 1,
    });
    await placeAmongSiblings(trx, rows, id, input.parent_id, input.position);
    await recordAudit(
      trx,
      actor,
      {
        action: "category.create",
        subjectType: "category",
        subjectId: String(id),
        details: { name: input.name.nl, parent_id: input.parent_id },
      },
      desk.now(),
    );
  });
}

/**
 * `PATCH /api/admin/categories/{id}`: renames, moves (under another parent), reorders (its
 * position among its siblings), enables or disables a category.
 */
export function updateCategory(
  desk: CatalogueDesk,
  actor: Actor,
  id: number,
  changes: Partial<CategoryInput>,
) {
  return changeCategories(desk, async (trx, rows) => {
    const row = rows.find((r) => r.id === id);
    if (!row || id === TREE_ROOT_ID) throw noSuchCategory(id);
    const parentId = changes.parent_id ?? row.parent_id;
    if (id === ROOT_CATEGORY_ID && parentId !== row.parent_id)
      throw refuseField(
        "parent_id",
        "de hoofdcategorie blijft waar ze is",
        "the root category stays where it is",
      );
    if (changes.parent_id !== undefined) checkParent(rows, changes.parent_id, id);
    const urlKey = changes.url_key ?? { nl: row.url_key_nl, en: row.url_key_en };
    checkUrlKey(rows, parentId, urlKey, id);
    await updateCategoryRow(trx, id, {
      parent_id: parentId,
      ...(changes.name ? { name_nl: changes.name.nl, name_en: changes.name.en } : {}),
      ...(changes.url_key ? { url_key_nl: urlKey.nl, url_key_en: urlKey.en } : {}),
      ...(changes.is_active === undefined ? {} : { is_active: changes.is_active ? 1 : 0 }),
      ...(changes.include_in_menu === undefined
        ? {}
        : { include_in_menu: changes.include_in_menu ? 1 : 0 }),
    });
    if (changes.position !== undefined || parentId !== row.parent_id)
      await placeAmongSiblings(trx, rows, id, parentId, changes.position);
    await recordAudit(
      trx,
      actor,
      {
        action: "category.update",
        subjectType: "category",
        subjectId: String(id),
        changes: Object.fromEntries(
          Object.entries(changes).map(([field, to]) => [field, { from: fieldOf(row, field), to }]),
        ),
      },
      desk.now(),
    );
  });
}

function fieldOf(row: CategoriesTable, field: string): unknown {
  if (field === "name") return { nl: row.name_nl, en: row.name_en };
  if (field === "url_key") return { nl: row.url_key_nl, en: row.url_key_en };
  if (field === "is_active" || field === "include_in_menu") return row[field] === 1;
  return row[field as keyof CategoriesTable];
}
