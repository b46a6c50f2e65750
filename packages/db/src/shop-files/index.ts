export {
  hasMediaFiles,
  listMediaFilePaths,
  type MediaFile,
  readMediaFile,
  storeMediaFiles,
} from "./media-files";
export { sharedSigningSecret } from "./shop-secrets";
export {
  readStoreContentFile,
  type StoreContentFile,
  storeStoreContentFiles,
} from "./store-content-files";
