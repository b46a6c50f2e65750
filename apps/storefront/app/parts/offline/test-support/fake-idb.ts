import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";

/** A fresh, empty IndexedDB for each test, shared by the "tabs" a test opens on it. */
export function freshIndexedDb(): void {
  globalThis.indexedDB = new IDBFactory();
}

/** A store-level failure for every `put` while `fail` answers an error (IndexedDB's own API). */
export function failingPuts(fail: () => DOMException | null): () => void {
  const original = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore["put"]>
  ) {
    const error = fail();
    if (error) throw error;
    return original.apply(this, args);
  };
  return () => {
    IDBObjectStore.prototype.put = original;
  };
}

/** The same for `get`. */
export function failingGets(fail: () => DOMException | null): () => void {
  const original = IDBObjectStore.prototype.get;
  IDBObjectStore.prototype.get = function (
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore["get"]>
  ) {
    const error = fail();
    if (error) throw error;
    return original.apply(this, args);
  };
  return () => {
    IDBObjectStore.prototype.get = original;
  };
}
