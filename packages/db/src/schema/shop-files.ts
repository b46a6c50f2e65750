/** A picture's original as stored at seeding: `path` as under DATA_DIR/media. */
export interface MediaFilesTable {
  path: string;
  bytes: Uint8Array;
  stored_at: string;
}

/** A store content file by its name, e.g. `banners.nl.json`; `body` is its JSON text. */
export interface StoreContentFilesTable {
  name: string;
  body: string;
  stored_at: string;
}

/** A key the shop signs with, shared by all its processes; `signing` is the one in use. */
export interface ShopSecretsTable {
  name: string;
  secret: string;
  created_at: string;
}
