import type { SeedAttribute } from "@etalage/contracts";

/**
 * Categories and attributes. Texts per store view are columns (`_nl`, `_en`); flags are
 * 0/1 integers so both dialects return numbers.
 */
export interface CategoriesTable {
  id: number;
  /** 1 for the root category (id 2); category 1 itself is not stored. */
  parent_id: number;
  name_nl: string;
  name_en: string;
  url_key_nl: string;
  url_key_en: string;
  position: number;
  is_active: number;
  include_in_menu: number;
}

export interface AttributesTable {
  id: number;
  code: string;
  label_nl: string;
  label_en: string;
  frontend_input: SeedAttribute["frontendInput"];
  is_user_defined: number;
  is_visible: number;
  is_comparable: number;
  is_filterable: number;
  position: number;
}

export interface AttributeOptionsTable {
  /** The option value, unique across attributes. */
  id: number;
  attribute_id: number;
  label_nl: string;
  label_en: string;
  /** Hex colour of a colour swatch. */
  swatch: string | null;
  position: number;
}
