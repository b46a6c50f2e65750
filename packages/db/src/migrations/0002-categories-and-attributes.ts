import type { Kysely } from "kysely";
import { addIndex, dropTables, notNull, ownedBy } from "./columns";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("categories")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("parent_id", "integer", notNull)
    .addColumn("name_nl", "text", notNull)
    .addColumn("name_en", "text", notNull)
    .addColumn("url_key_nl", "text", notNull)
    .addColumn("url_key_en", "text", notNull)
    .addColumn("position", "integer", notNull)
    .addColumn("is_active", "integer", notNull)
    .addColumn("include_in_menu", "integer", notNull)
    .execute();
  await addIndex(db, "categories", "parent_id");

  await db.schema
    .createTable("attributes")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("label_nl", "text", notNull)
    .addColumn("label_en", "text", notNull)
    .addColumn("frontend_input", "text", notNull)
    .addColumn("is_user_defined", "integer", notNull)
    .addColumn("is_visible", "integer", notNull)
    .addColumn("is_comparable", "integer", notNull)
    .addColumn("is_filterable", "integer", notNull)
    .addColumn("position", "integer", notNull)
    .execute();

  await db.schema
    .createTable("attribute_options")
    .addColumn("id", "integer", (column) => column.primaryKey())
    .addColumn("attribute_id", "integer", ownedBy("attributes.id"))
    .addColumn("label_nl", "text", notNull)
    .addColumn("label_en", "text", notNull)
    .addColumn("swatch", "text")
    .addColumn("position", "integer", notNull)
    .execute();
  await addIndex(db, "attribute_options", "attribute_id");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ["attribute_options", "attributes", "categories"]);
}
